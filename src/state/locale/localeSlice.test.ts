/** The interface language (spec §9: en at startup, en the fallback). */
import { describeTransitions } from '../../../test/transitionTable';
import { localeTable } from '../../../test/transitions/locale';
import { localeSlice } from './localeSlice';

describeTransitions(localeTable);

it('the language starts as English', () => {
  expect(localeSlice.reducer(undefined, { type: 'init' })).toStrictEqual({ language: 'en' });
});
