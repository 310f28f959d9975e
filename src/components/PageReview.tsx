import { useTranslation } from 'react-i18next';
import { clinic, doctorName } from '../content/clinic';
import type { ShownReview } from '../content/types';
import { toLanguage, type Language } from '../lib/languages';

/**
 * The months as each language writes them in a full date (Russian's in the genitive, "25 ноября";
 * Chinese writes numbers), as `Intl.DateTimeFormat` with `dateStyle: 'long'` and
 * `languageDateLocale` writes them (PageReview.test.tsx holds them to it). Written out because
 * building an Intl date formatter took 50 ms on the emulated phone, twice on every page with a
 * review line, in hydration and in each tap that opens one (docs/performance.md).
 */
const monthNames: Record<Exclude<Language, 'ch'>, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/** A review date (YYYY-MM-DD) as `language` writes a date in full: "25 November 2026". */
export function reviewDate(date: string, language: Language): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  if (language === 'ch') return `${String(year)}年${String(month)}月${String(day)}日`;
  // English as India writes it (day, month, year), not the United States' order.
  const written = `${String(day)} ${monthNames[language][month - 1] ?? ''} ${String(year)}`;
  return language === 'ru' ? `${written} г.` : written;
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
