import { Trans } from 'react-i18next';
import { clinic, mailtoUrl, telUrl } from '../content/clinic';

/**
 * A sentence naming the clinic's e-mail and telephone (`<mail>{{email}}</mail>`,
 * `<tel>{{phone}}</tel>` in its words), each a link that writes or calls.
 */
export function ClinicContactText({
  i18nKey,
}: {
  i18nKey: 'privacy.questions.text' | 'accessibility.report.text';
}) {
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ email: clinic.email, phone: clinic.phone.display }}
      components={{ mail: <a href={mailtoUrl} />, tel: <a href={telUrl} /> }}
    />
  );
}
