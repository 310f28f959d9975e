/**
 * The fees' words (src/locales/<lng>/fees.json), as the build cuts them
 * (vite-plugins/contentParts.ts): the fees page's, with each category's title and each
 * treatment's name from the services' words, and the fee line of a treatment page.
 */
import type englishFees from '../locales/en/fees.json';
import type { CategorySlug, TreatmentSlug } from './catalogue';

/** fees.json as English writes it: every language's file is held to it (src/locales/checkFees.ts). */
type FeesText = typeof englishFees;

/** A treatment page's fee line. */
export type FeeLineText = FeesText['line'];

/** The fees page: its words, the fee line's, and the names of the categories and treatments. */
export type FeesPageText = FeesText & {
  categories: Record<CategorySlug, string>;
  treatments: Record<TreatmentSlug, string>;
};
