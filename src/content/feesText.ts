/**
 * The fees' words (src/locales/<lng>/fees.json), as the build cuts them
 * (vite-plugins/contentParts.ts): the fees page's, with each category's title and each
 * treatment's name from the services' words, and the fee line of a treatment page.
 */
import type englishFees from '../locales/en/fees.json';
import type { CategorySlug, TreatmentSlug } from './catalogue';

/** fees.json as English writes it: every language's file is held to it (src/locales/checkFees.ts). */
export type FeesText = typeof englishFees;

/** The words of a treatment's fee line. */
export type FeeLineText = FeesText['line'];

/**
 * A treatment's fee line as its page shows it, written by the build into the treatment's
 * words (vite-plugins/contentParts.ts, `shownFeeOf`): the amounts already in the language's way.
 */
export interface ShownFee {
  heading: string;
  /** "₹1,000 – ₹12,000; the exact fee after an examination." or "Priced after a consultation." */
  fee: string;
  /** "GST at 18% is added to this fee.", where the treatment carries GST. */
  gst?: string;
  /** "A consultation costs ₹500." */
  consultation: string;
  /** The link to the fees page. */
  allFees: string;
}

/** The fees page: its words, the fee line's, and the names of the categories and treatments. */
export type FeesPageText = FeesText & {
  categories: Record<CategorySlug, string>;
  treatments: Record<TreatmentSlug, string>;
};
