import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isClinicianSlug } from '../content/catalogue';
import { clinic, doctorName } from '../content/clinic';
import { siteFacts } from '../content/clinicFacts';
import { markedValue } from '../content/sampleMarks';
import type { ReviewerId, ShownReview } from '../content/types';
import type { SituationId } from '../content/urgentCare';
import { fullDate } from '../lib/dates';
import type { Language } from '../lib/languages';
import { withMarks } from './SampleMark';

/**
 * Who reviewed, as the page names them: a clinician with qualification, council and
 * registration number; the person who answers for a statement with their role. The build
 * refuses a review by a reviewer still a sample; where one shows, each sample is marked.
 */
function reviewerText(reviewer: ReviewerId, language: Language, t: TFunction): string {
  if (isClinicianSlug(reviewer))
    return t('review.clinician', {
      name: markedValue(doctorName(reviewer, language).full, siteFacts.doctorNames, 'doctorNames'),
      qualification: t(`review.qualifications.${reviewer}`),
      council: markedValue(
        t(`review.councils.${clinic.registrationBodies[reviewer]}`),
        siteFacts.registrationBodies[reviewer],
        `registrationBodies.${reviewer}`,
      ),
      registration: markedValue(
        clinic.registrationNumbers[reviewer],
        siteFacts.registrationNumbers,
        'registrationNumbers',
      ),
    });
  const owner = clinic[reviewer];
  return markedValue(
    t('review.owner', { name: owner.name, role: owner.role[language] }),
    siteFacts[reviewer],
    reviewer,
  );
}

/**
 * At the end of a page someone of the clinic has reviewed (src/content/reviews.json), as
 * trusted health sites show it: when and by whom. A translated page says what happened: the
 * English was reviewed, and this translation checked against it by someone else, or not yet.
 * A page no one has reviewed shows nothing. `language` is the store's, given by the page. On
 * urgent help, each card outside the surgeon's field names its own reviewer too (`cardTitle`
 * gives the card's title in the language shown).
 */
export function PageReview({
  review,
  language,
  cardTitle,
}: {
  review: ShownReview | undefined;
  language: Language;
  cardTitle?: (situation: SituationId) => string;
}) {
  const { t } = useTranslation();
  if (!review) return null;
  const translated = review.translation !== undefined;
  const dates = {
    last: fullDate(review.lastReviewed, language),
    next: fullDate(review.nextReviewDue, language),
  };
  const reviewer = reviewerText(review.reviewer, language, t);
  return (
    <div className="page-review">
      <p>{t(translated ? 'review.englishDates' : 'review.dates', dates)}</p>
      <p>
        {withMarks(t(translated ? 'review.englishReviewedBy' : 'review.reviewedBy', { reviewer }))}
      </p>
      {review.cards?.map((card) => (
        <p key={card.situation}>
          {withMarks(
            t('review.cardReviewedBy', {
              card: cardTitle?.(card.situation) ?? card.situation,
              reviewer: reviewerText(card.reviewer, language, t),
              date: fullDate(card.lastReviewed, language),
            }),
          )}
        </p>
      ))}
      {review.translation === null && <p>{t('review.translationNotChecked')}</p>}
      {review.translation && (
        <p>
          {t('review.translationChecked', {
            checker: review.translation.by.name,
            role: review.translation.by.role,
            date: fullDate(review.translation.checked, language),
          })}
        </p>
      )}
    </div>
  );
}
