import { Fragment } from 'react';
import { clinic } from '../content/clinic';

/**
 * `text` with the clinic's name, which is English in every language ("face multispecialty
 * clinic"), marked `lang="en"`, so a screen reader reading a Hindi, Chinese, Russian or French
 * page says the name in English (WCAG 3.1.2 language of parts).
 */
export function WithBrandInEnglish({ text }: { text: string }) {
  const parts = text.split(clinic.name);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span lang="en">{clinic.name}</span>}
      {part}
    </Fragment>
  ));
}
