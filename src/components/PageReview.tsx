import { useTranslation } from 'react-i18next';
import { clinic, doctorName } from '../content/clinic';
import type { ShownReview } from '../content/types';
import { languageDateLocale, toLanguage, type Language } from '../lib/languages';

/** A review date (YYYY-MM-DD) as `language` writes a date in full: "25 November 2026". */
export function reviewDate(date: string, language: Language): string {
  // English as India writes it (day, month, year), not the United States' order.
  const locale = languageDateLocale[language];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * "Page last reviewed: … · Next review due: …" and the doctor who reviewed it, at the end of a
 * page the clinic's doctors sign off (src/content/reviews.json), as trusted health sites show it.
 */
export function PageReview({ review }: { review: ShownReview | undefined }) {
  const { t, i18n } = useTranslation();
  if (!review) return null;
  const language = toLanguage(i18n.language);
  return (
    <div className="page-review">
      <p>
        {t('review.dates', {
          last: reviewDate(review.lastReviewed, language),
          next: reviewDate(review.nextReviewDue, language),
        })}
      </p>
      <p>
        {t('review.reviewedBy', {
          name: doctorName(review.reviewer, language).full,
          qualification: t(`review.qualifications.${review.reviewer}`),
          registration: clinic.registrationNumbers[review.reviewer],
        })}
      </p>
    </div>
  );
}
