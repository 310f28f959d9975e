/** The interface language (spec §9: en at startup, en the fallback). */
import { describeTransitions, type Row } from '../../../test/transitionTable';
import { languageChosen, pageVisited } from '../../app/events';
import {
  initialLocaleState,
  localeSlice,
  localeTransitions,
  type LocaleState,
} from './localeSlice';

// prettier-ignore
const rows: Row<LocaleState>[] = [
  ['languageChosen hi', {}, languageChosen({ lng: 'hi' }), { language: 'hi' }],
  ['languageChosen ru', {}, languageChosen({ lng: 'ru' }), { language: 'ru' }],
  ['languageChosen fr', {}, languageChosen({ lng: 'fr' }), { language: 'fr' }],
  ['languageChosen ch (Simplified Chinese)', {}, languageChosen({ lng: 'ch' }), { language: 'ch' }],
  ['languageChosen en from hi', { language: 'hi' }, languageChosen({ lng: 'en' }), { language: 'en' }],
  ['languageChosen the language shown keeps it', { language: 'fr' }, languageChosen({ lng: 'fr' }), {}],
  ['languageChosen EN (codes are lowercase) falls back to en', { language: 'ru' }, languageChosen({ lng: 'EN' }), { language: 'en' }],
  ['languageChosen the empty string falls back to en', { language: 'hi' }, languageChosen({ lng: '' }), { language: 'en' }],
  ['languageChosen zh-Hans (a BCP 47 tag, not a code) falls back to en', { language: 'fr' }, languageChosen({ lng: 'zh-Hans' }), { language: 'en' }],
  ['languageChosen de (not offered) falls back to en', { language: 'ru' }, languageChosen({ lng: 'de' }), { language: 'en' }],
  ['pageVisited /hi/ shows Hindi', {}, pageVisited('/hi/'), { language: 'hi' }],
  ['pageVisited /zh/contact shows Chinese (ch)', {}, pageVisited('/zh/contact'), { language: 'ch' }],
  ['pageVisited an English address after Russian shows English', { language: 'ru' }, pageVisited('/meet'), { language: 'en' }],
  ['pageVisited /ru/nowhere (404) is in Russian', {}, pageVisited('/ru/nowhere'), { language: 'ru' }],
  ['pageVisited /nowhere (404) is in English', { language: 'fr' }, pageVisited('/nowhere'), { language: 'en' }],
  ['pageVisited /HI/ is no prefix: English', { language: 'hi' }, pageVisited('/HI/'), { language: 'en' }],
  ['pageVisited /ch/contact: ch is no address prefix, English', { language: 'ru' }, pageVisited('/ch/contact'), { language: 'en' }],
];

describeTransitions('locale', {
  reducer: localeSlice.reducer,
  initial: initialLocaleState,
  transitions: localeTransitions,
  rows,
});

it('the language starts as English', () => {
  expect(localeSlice.reducer(undefined, { type: 'init' })).toStrictEqual({ language: 'en' });
});
