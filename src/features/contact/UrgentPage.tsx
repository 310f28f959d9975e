import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';
import { useText } from '../../state/react/useText';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { UrgentHelp } from './UrgentHelp';

/** The urgent-help page: the care cards alone, printable on one A4 page, and who reviewed them. */
export function UrgentPage() {
  const urgent = useText('urgent');
  const language = useAppSelector(selectLanguage);
  return (
    <div className="container urgent-page">
      <UrgentHelp headingLevel={1} />
      <DeferredPageReview
        review={urgent.review}
        language={language}
        cardTitle={(situation) => urgent.situations[situation].title}
      />
    </div>
  );
}
