/**
 * A clinician's credentials and the clinic's hospital, on the pages that name them (doctors,
 * home, contact, Your visit); the footer's registration line is ./ClinicRegistration.tsx,
 * kept apart so that every page's first code stays small.
 */
import { useTranslation } from 'react-i18next';
import type { ClinicianSlug } from '../content/catalogue';
import { clinic, doctorName } from '../content/clinic';
import { siteFacts } from '../content/clinicFacts';
import { markedValue } from '../content/sampleMarks';
import { visitFactValues, visitFacts, weekdayList } from '../content/visitFacts';
import type { Language } from '../lib/languages';
import { withMarks } from './SampleMark';

const isVisiting = (
  clinician: ClinicianSlug,
): clinician is 'visiting-dermatologist' | 'visiting-psychiatrist' =>
  clinician === 'visiting-dermatologist' || clinician === 'visiting-psychiatrist';

/**
 * A clinician's degree as registered, council and registration number, and for a visiting
 * consultant the days they attend; each followed by the sample marker while it is a sample.
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
  const council = siteFacts.registrationBodies[clinician];
  const registration = t('credentials.registration', {
    council: markedValue(
      t(`review.councils.${clinic.registrationBodies[clinician]}`),
      council,
      `registrationBodies.${clinician}`,
    ),
    registration: markedValue(
      clinic.registrationNumbers[clinician],
      siteFacts.registrationNumbers,
      'registrationNumbers',
    ),
  });
  return (
    <span className="credential" data-clinician={clinician}>
      {withName && (
        <strong>
          {withMarks(
            markedValue(doctorName(clinician, language).full, siteFacts.doctorNames, 'doctorNames'),
          )}
        </strong>
      )}
      {withName && ', '}
      {withMarks(t(`review.qualifications.${clinician}`))} · {withMarks(registration)}
      {isVisiting(clinician) && (
        <>
          <br />
          {withMarks(
            t('credentials.attends', {
              days: markedValue(
                weekdayList(visitFactValues.consultantDays[clinician], language),
                visitFacts.consultantDays,
                'consultantDays',
              ),
            }),
          )}
        </>
      )}
    </span>
  );
}

/** Where operations under general anaesthetic take place. */
export function SurgeryHospital({ language }: { language: Language }) {
  const { t } = useTranslation();
  return withMarks(
    t('credentials.hospital', {
      hospital: markedValue(
        visitFactValues.surgeryHospital[language],
        visitFacts.surgeryHospital,
        'surgeryHospital',
      ),
    }),
  );
}
