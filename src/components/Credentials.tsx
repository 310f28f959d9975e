/**
 * A clinician's credentials and the clinic's hospital, on the pages that name them (doctors,
 * home, contact, Your visit); the footer's registration line is ./ClinicRegistration.tsx,
 * kept apart so that every page's first code stays small.
 */
import { useTranslation } from 'react-i18next';
import type { ClinicianSlug } from '../content/catalogue';
import { clinic, doctorName, toConfirm } from '../content/clinic';
import { visitFactValues, visitFactsToConfirm } from '../content/visitFacts';
import { ToConfirm } from './ClinicRegistration';
import { languageDateLocale, type Language } from '../lib/languages';

/** Weekdays (0 = Sunday) as `language` writes and lists them: "Wednesday and Saturday". */
function weekdayList(days: readonly number[], language: Language): string {
  const locale = languageDateLocale[language];
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-22 was a Sunday: day n is n days after it.
  const names = days.map((day) => weekday.format(new Date(Date.UTC(2026, 10, 22 + day))));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

const isVisiting = (
  clinician: ClinicianSlug,
): clinician is 'visiting-dermatologist' | 'visiting-psychiatrist' =>
  clinician === 'visiting-dermatologist' || clinician === 'visiting-psychiatrist';

/**
 * A clinician's degree as registered, council and registration number, and for a visiting
 * consultant the days they attend; each marked while it is a sample.
 */
export function ClinicianCredential({
  clinician,
  language,
  withName = false,
}: {
  clinician: ClinicianSlug;
  /** The page's language (the store's). */
  language: Language;
  /** Whether the line starts with the clinician's name (where no heading names them). */
  withName?: boolean;
}) {
  const { t } = useTranslation();
  const registration = t('credentials.registration', {
    council: t(`review.councils.${clinic.registrationBodies[clinician]}`),
    registration: clinic.registrationNumbers[clinician],
  });
  return (
    <span className="credential" data-clinician={clinician}>
      {withName && <strong>{doctorName(clinician, language).full}</strong>}
      {withName && ', '}
      {t(`review.qualifications.${clinician}`)} · {registration}
      <ToConfirm when={toConfirm.registration(clinician)} />
      {isVisiting(clinician) && (
        <>
          <br />
          {t('credentials.attends', {
            days: weekdayList(visitFactValues.consultantDays[clinician], language),
          })}
          <ToConfirm when={visitFactsToConfirm.consultantDays} />
        </>
      )}
    </span>
  );
}

/** Where operations under general anaesthetic take place. */
export function SurgeryHospital({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      {t('credentials.hospital', { hospital: visitFactValues.surgeryHospital[language] })}
      <ToConfirm when={visitFactsToConfirm.surgeryHospital} />
    </>
  );
}
