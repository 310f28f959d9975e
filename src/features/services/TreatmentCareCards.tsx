import { SurgeonLine, UrgentCareCards } from '../../components/UrgentCare';
import type { TreatmentSlug } from '../../content/catalogue';
import { showsSurgeonLine, situationsOf, type CareCardWords } from '../../content/urgentCare';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';

/**
 * The urgent help a treatment's post-care points to: after an operation or sedation the
 * surgeon's line, answered day and night, then the cards. Their words come with the
 * treatment's (its own cards' only: vite-plugins/contentParts.ts).
 */
export function TreatmentCareCards({
  treatment,
  urgent,
}: {
  treatment: TreatmentSlug;
  urgent: CareCardWords;
}) {
  const language = useAppSelector(selectLanguage);
  const shown = situationsOf(treatment);
  return (
    <>
      {showsSurgeonLine(treatment) && <SurgeonLine words={urgent} />}
      {shown.length > 0 && (
        <UrgentCareCards shown={shown} headingLevel={5} urgent={urgent} language={language} />
      )}
    </>
  );
}
