import { useCallback } from 'react';
import type { SituationId } from '../../content/urgentCare';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';
import { useText } from '../../state/react/useText';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { UrgentHelp } from './UrgentHelp';

/** The urgent-help page: the care cards alone, printable on one A4 page, and who reviewed them. */
export function UrgentPage() {
  const urgent = useText('urgent');
  const language = useAppSelector(selectLanguage);
  // The same function while the words are: the review, hydrated once the page is idle, keeps
  // its HTML until then only if its props stay equal (lib/deferredPart.tsx).
  const cardTitle = useCallback(
    (situation: SituationId) => urgent.situations[situation].title,
    [urgent],
  );
  return (
    <div className="container urgent-page">
      <UrgentHelp headingLevel={1} />
      <DeferredPageReview review={urgent.review} language={language} cardTitle={cardTitle} />
    </div>
  );
}
