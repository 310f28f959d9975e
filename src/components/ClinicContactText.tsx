import { clinic, mailtoUrl, telUrl } from '../content/clinic';

/**
 * A sentence naming the clinic's e-mail and telephone, written `<mail>{{email}}</mail>` and
 * `<tel>{{phone}}</tel>` in its words: each becomes a link that writes or calls.
 */
export function ClinicContactText({ text }: { text: string }) {
  return text.split(/(<mail>{{email}}<\/mail>|<tel>{{phone}}<\/tel>)/).map((part, index) => {
    if (part === '<mail>{{email}}</mail>')
      return (
        <a key={index} href={mailtoUrl}>
          {clinic.email}
        </a>
      );
    if (part === '<tel>{{phone}}</tel>')
      return (
        <a key={index} href={telUrl}>
          {clinic.phone.display}
        </a>
      );
    return part;
  });
}
