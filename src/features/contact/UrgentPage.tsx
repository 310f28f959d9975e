import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/selectors';
import { useText } from '../../app/useText';
import { PageReview } from '../../components/PageReview';
import { UrgentHelp } from './UrgentHelp';

/** The urgent-help page: the care cards alone, printable on one A4 page, and who reviewed them. */
export function UrgentPage() {
  const urgent = useText('urgent');
  const language = useAppSelector(selectLanguage);
  return (
    <div className="container urgent-page">
      <UrgentHelp headingLevel={1} />
      <PageReview
        review={urgent.review}
        language={language}
        cardTitle={(situation) => urgent.situations[situation].title}
      />
    </div>
  );
}
