/** The interface language (spec §9: en at startup, en the fallback). */
import type { Row, TransitionTable } from '../transitionTable';
import { languageChosen, pageVisited } from '../../src/state/events';
import {
  initialLocaleState,
  localeSlice,
  localeTransitions,
  type LocaleState,
} from '../../src/state/locale/localeSlice';

// prettier-ignore
const rows: Row<LocaleState>[] = [
  ['languageChosen hi', {}, languageChosen({ lng: 'hi' }), { language: 'hi' }, ['P.language.chosen', 'S9.languages']],
  ['languageChosen ru', {}, languageChosen({ lng: 'ru' }), { language: 'ru' }, ['P.language.chosen', 'S9.languages']],
  ['languageChosen fr', {}, languageChosen({ lng: 'fr' }), { language: 'fr' }, ['P.language.chosen', 'S9.languages']],
  ['languageChosen ch (Simplified Chinese)', {}, languageChosen({ lng: 'ch' }), { language: 'ch' }, ['P.language.chosen', 'S9.languages']],
  ['languageChosen en from hi', { language: 'hi' }, languageChosen({ lng: 'en' }), { language: 'en' }, ['P.language.chosen', 'S9.languages']],
  ['languageChosen the language shown keeps it', { language: 'fr' }, languageChosen({ lng: 'fr' }), {}, ['P.language.chosen']],
  ['languageChosen EN (codes are lowercase) falls back to en', { language: 'ru' }, languageChosen({ lng: 'EN' }), { language: 'en' }, ['S4.state.language', 'S9.languages', 'P.bad-input.ignored']],
  ['languageChosen the empty string falls back to en', { language: 'hi' }, languageChosen({ lng: '' }), { language: 'en' }, ['S4.state.language', 'S9.languages', 'P.bad-input.ignored']],
  ['languageChosen zh-Hans (a BCP 47 tag, not a code) falls back to en', { language: 'fr' }, languageChosen({ lng: 'zh-Hans' }), { language: 'en' }, ['S4.state.language', 'S9.languages', 'P.bad-input.ignored']],
  ['languageChosen de (not offered) falls back to en', { language: 'ru' }, languageChosen({ lng: 'de' }), { language: 'en' }, ['S4.state.language', 'S9.languages', 'P.bad-input.ignored']],
  ['pageVisited /hi/ shows Hindi', {}, pageVisited('/hi/'), { language: 'hi' }, ['P.address.shows']],
  ['pageVisited /zh/contact shows Chinese (ch)', {}, pageVisited('/zh/contact'), { language: 'ch' }, ['P.address.shows']],
  ['pageVisited an English address after Russian shows English', { language: 'ru' }, pageVisited('/meet'), { language: 'en' }, ['P.address.shows']],
  ['pageVisited /ru/nowhere (404) is in Russian', {}, pageVisited('/ru/nowhere'), { language: 'ru' }, ['P.not-found.keeps']],
  ['pageVisited /nowhere (404) is in English', { language: 'fr' }, pageVisited('/nowhere'), { language: 'en' }, ['P.not-found.keeps']],
  ['pageVisited /HI/ is no prefix: English', { language: 'hi' }, pageVisited('/HI/'), { language: 'en' }, ['P.not-found.keeps', 'S4.state.language']],
  ['pageVisited /ch/contact: ch is no address prefix, English', { language: 'ru' }, pageVisited('/ch/contact'), { language: 'en' }, ['P.not-found.keeps', 'S4.state.language']],
];

/** The locale slice's transition table: run by localeSlice.test.ts, read by the atlas and the walk. */
export const localeTable: TransitionTable<LocaleState> = {
  name: 'locale',
  slice: 'locale',
  reducer: localeSlice.reducer,
  initial: initialLocaleState,
  transitions: localeTransitions,
  rows,
};
