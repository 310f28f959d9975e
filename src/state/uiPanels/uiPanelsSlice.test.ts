/**
 * The panels over the page: the mobile menu, the social panel, the navbar's submenus and the
 * language list. Spec §4: choosing something closes the menu; scrolling closes the menu and the
 * social panel; a click outside a panel closes it.
 */
import { describeTransitions } from '../../../test/transitionTable';
import { uiPanelsTable } from '../../../test/transitions/uiPanels';
import {
  initialUiPanelsState,
  panelClosedByEscape,
  uiPanelsSlice,
  type UiPanelsState,
} from './uiPanelsSlice';

describeTransitions(uiPanelsTable);

describe('the panel Escape closes', () => {
  // prettier-ignore
  it.each<[string, Partial<UiPanelsState>, ReturnType<typeof panelClosedByEscape>]>([
    ['nothing open: none', {}, null],
    ['the menu alone', { menuOpen: true }, 'menu'],
    ['a submenu in the menu', { menuOpen: true, submenu: 'service' }, 'submenu'],
    ['the language list over the menu', { menuOpen: true, languageOpen: true }, 'language'],
    ['the social panel over the menu', { menuOpen: true, socialOpen: true }, 'social'],
  ])('%s', (_rule, open, expected) => {
    expect(panelClosedByEscape({ ...initialUiPanelsState, ...open })).toBe(expected);
  });
});

it('every panel starts closed', () => {
  expect(uiPanelsSlice.reducer(undefined, { type: 'init' })).toStrictEqual({
    menuOpen: false,
    socialOpen: false,
    submenu: null,
    languageOpen: false,
  });
});
