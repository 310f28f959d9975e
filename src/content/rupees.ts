/**
 * Amounts in Indian rupees as each language writes them, by `Intl.NumberFormat`, never by
 * hand: ₹1,20,000 in English (India's) and Hindi, 120 000 ₹ in Russian and French, ₹120,000 in
 * Chinese. One formatter per language, made once.
 */
import { languageDateLocale, type Language } from '../lib/languages.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

function formatter(language: Language): Intl.NumberFormat {
  let made = formatters.get(language);
  if (!made) {
    made = new Intl.NumberFormat(languageDateLocale[language], {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    formatters.set(language, made);
  }
  return made;
}

/** `amount` rupees as `language` writes it: "₹1,20,000". */
export function rupees(amount: number, language: Language): string {
  return formatter(language).format(amount);
}

/**
 * From `low` to `high` rupees as `language` writes a range: "₹1,000 – ₹1,20,000". Chinese
 * joins the two amounts with a dash and no spaces ("₹8,000–₹30,000"), where Intl writes an
 * ASCII hyphen between spaces.
 */
export function rupeeRange(low: number, high: number, language: Language): string {
  const format = formatter(language);
  if (language === 'ch') return `${format.format(low)}–${format.format(high)}`;
  return format.formatRange(low, high);
}

/** `percent` per cent as `language` writes it: "18%", "18 %". */
export function percent(value: number, language: Language): string {
  return new Intl.NumberFormat(languageDateLocale[language], { style: 'percent' }).format(
    value / 100,
  );
}
