/**
 * Selectors for state that more than one feature shows. Features never import each other
 * (bulletproof-react), so what they share is read here, once, under one name.
 */
import type { CarouselId } from '../content/catalogue';
import type { Language } from '../lib/languages';
import type { RootState } from './store';

/** The language the site is shown in (the locale slice's state). */
export const selectLanguage = (state: RootState): Language => state.locale.language;

/** A carousel's slide position: the first slide in view (0 until it moves). */
export const selectSlideOf = (state: RootState, carousel: CarouselId): number =>
  state.services.slides[carousel] ?? 0;

/** Whether the language list is open (a panel, kept with the others in the uiPanels slice). */
export const selectLanguageMenuOpen = (state: RootState): boolean => state.uiPanels.languageOpen;
