import { useTranslation } from 'react-i18next';
import { clinic } from '../content/clinic';
import { siteFacts } from '../content/clinicFacts';
import { markedValue } from '../content/sampleMarks';
import { withMarks } from './SampleMark';

/** The clinic's own registration under the Goa Clinical Establishments Act (the footer's line). */
export function ClinicRegistration() {
  const { t } = useTranslation();
  return withMarks(
    t('credentials.clinicRegistration', {
      number: markedValue(
        clinic.clinicRegistration,
        siteFacts.clinicRegistration,
        'clinicRegistration',
      ),
    }),
  );
}
