import { useTranslation } from 'react-i18next';
import { WithBrandInEnglish } from './InEnglish';

/** The clinic's postal address, a line per span (the page's stylesheet stacks them). */
export function ClinicPostalAddress() {
  const { t } = useTranslation();
  const addressLines = t('clinic.addressLines', { returnObjects: true });
  return (
    <address>
      {addressLines.map((line) => (
        <span key={line}>
          <WithBrandInEnglish text={line} />
        </span>
      ))}
    </address>
  );
}
