import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isClinicianSlug } from '../content/catalogue';
import { clinic, doctorName } from '../content/clinic';
import type { ReviewerId, ShownReview } from '../content/types';
import { languageDateLocale, toLanguage, type Language } from '../lib/languages';

/**
 * One date formatter per language, made the first time it is needed: making one cost about
 * 50 ms on the emulated phone (docs/performance.md), too much for every render.
 */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A review date (YYYY-MM-DD) as `language` writes a date in full: "25 November 2026". */
export function reviewDate(date: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    // English as India writes it (day, month, year), not the United States' order.
    format = new Intl.DateTimeFormat(languageDateLocale[language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * Who reviewed, as the page names them: a clinician with qualification, council and
 * registration number; the person who answers for a statement with their role.
 */
function reviewerText(reviewer: ReviewerId, language: Language, t: TFunction): string {
  if (isClinicianSlug(reviewer))
    return t('review.clinician', {
      name: doctorName(reviewer, language).full,
      qualification: t(`review.qualifications.${reviewer}`),
      council: t(`review.councils.${clinic.registrationBodies[reviewer]}`),
      registration: clinic.registrationNumbers[reviewer],
    });
  const owner = clinic[reviewer];
  return t('review.owner', { name: owner.name, role: owner.role[language] });
}

/**
 * At the end of a page someone of the clinic has reviewed (src/content/reviews.json), as
 * trusted health sites show it: when and by whom. A translated page says what happened: the
 * English was reviewed, and this translation checked against it by someone else, or not yet.
 * A page no one has reviewed shows nothing.
 */
export function PageReview({ review }: { review: ShownReview | undefined }) {
  const { t, i18n } = useTranslation();
  if (!review) return null;
  const language = toLanguage(i18n.language);
  const translated = review.translation !== undefined;
  const dates = {
    last: reviewDate(review.lastReviewed, language),
    next: reviewDate(review.nextReviewDue, language),
  };
  const reviewer = reviewerText(review.reviewer, language, t);
  return (
    <div className="page-review">
      <p>{t(translated ? 'review.englishDates' : 'review.dates', dates)}</p>
      <p>{t(translated ? 'review.englishReviewedBy' : 'review.reviewedBy', { reviewer })}</p>
      {review.translation === null && <p>{t('review.translationNotChecked')}</p>}
      {review.translation && (
        <p>
          {t('review.translationChecked', {
            checker: review.translation.by.name,
            role: review.translation.by.role,
            date: reviewDate(review.translation.checked, language),
          })}
        </p>
      )}
    </div>
  );
}
