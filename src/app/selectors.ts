/** Selectors and helpers that read across slices, for components outside the services feature. */
import type { CategorySlug } from '../content/catalogue';
import type { Language } from '../lib/languages';
import type { ServiceChoice } from './events';
import type { RootState } from './store';

export const selectChosenCategory = (state: RootState): CategorySlug | null =>
  state.services.category;

/**
 * What a link that "opens" a category (menu, footer, home card) reports when clicked.
 * Choosing a category toggles it (spec §4), so when it is already the selected one the link
 * only moves to the service page, rather than closing the category the visitor asked for.
 * A newly opened category's treatments carousel starts at its first slide.
 */
export const openCategoryChoice = (
  selected: CategorySlug | null,
  category: CategorySlug,
): ServiceChoice => (selected === category ? {} : { category, slide: 0 });

export const selectLanguageCode = (state: RootState): Language => state.locale.language;
