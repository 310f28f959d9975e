import { useTranslation } from 'react-i18next';
import { clinic, toConfirm } from '../content/clinic';

/** "(sample, to be confirmed by the clinic)" beside a fact that is still a sample. */
export function ToConfirm({ when }: { when: boolean }) {
  const { t } = useTranslation();
  if (!when) return null;
  return <span className="fact-to-confirm"> {t('credentials.toConfirm')}</span>;
}

/** The clinic's own registration under the Goa Clinical Establishments Act (the footer's line). */
export function ClinicRegistration() {
  const { t } = useTranslation();
  return (
    <>
      {t('credentials.clinicRegistration', { number: clinic.clinicRegistration })}
      <ToConfirm when={toConfirm.clinicRegistration} />
    </>
  );
}
