import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { splitMarks } from '../content/sampleMarks';

/**
 * The short "sample" after a value the clinic has yet to confirm: raised and small, so a page
 * of samples still reads, and a word, so a screen reader says it (a span, not a `sup`, which
 * some announce as "superscript") and paper prints it. The
 * footer's note says what it means (`SampleNote`). `path` names the fact, as the build's list
 * of samples does.
 */
export function SampleMark({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <span className="sample-mark" data-sample={path}>
      {` ${t('sample.mark')}`}
    </span>
  );
}

/** `text` with each sample marker in it (content/sampleMarks.ts) shown as `SampleMark`. */
export function withMarks(text: string): ReactNode {
  const parts = splitMarks(text);
  if (parts.length === 1 && typeof parts[0] === 'string') return text;
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <SampleMark key={index} path={part.sample} />
    ),
  );
}

/**
 * What the marker means, once on every page, on screen and on paper; shown only where a marker
 * is (SampleMark.css).
 */
export function SampleNote() {
  const { t } = useTranslation();
  return (
    <p className="sample-note">
      <span className="sample-mark">{t('sample.mark')}</span> {t('sample.note')}
    </p>
  );
}
