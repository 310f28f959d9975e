import { useTranslation } from 'react-i18next';
import { clinic, clinicPhone, mailtoUrl } from '../content/clinic';
import { PhoneLink } from './PhoneLink';

/**
 * A sentence naming the clinic's e-mail and telephone, written `<mail>{{email}}</mail>` and
 * `<tel>{{phone}}</tel>` in its words: each becomes a link that writes or calls.
 */
export function ClinicContactText({ text }: { text: string }) {
  const { t } = useTranslation();
  return text.split(/(<mail>{{email}}<\/mail>|<tel>{{phone}}<\/tel>)/).map((part, index) => {
    if (part === '<mail>{{email}}</mail>')
      return (
        <a key={index} href={mailtoUrl}>
          {clinic.email}
        </a>
      );
    if (part === '<tel>{{phone}}</tel>')
      return (
        <PhoneLink key={index} number={clinicPhone} unconfirmed={t('phoneToConfirmInline')}>
          {clinicPhone.display}
        </PhoneLink>
      );
    return part;
  });
}
