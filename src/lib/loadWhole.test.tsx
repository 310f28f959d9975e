/**
 * A whole-page load when a file of this build is gone (loadWhole.ts): one load, to the address
 * the visitor asked for last. Each test loads the module afresh, as a new page does.
 */
import { watchWholePageLoads } from '../../test/wholePageLoads';

async function freshPage({ sameTab = false } = {}) {
  vi.resetModules();
  window.history.replaceState(null, '', '/');
  // The tab's session storage outlives its pages.
  if (!sameTab) window.sessionStorage.clear();
  return import('./loadWhole');
}

describe('loadWhole', () => {
  let whole: ReturnType<typeof watchWholePageLoads>;
  beforeEach(() => {
    whole = watchWholePageLoads();
  });
  afterEach(() => {
    whole.restore();
  });

  it('loads the address whole, and the page is then being left', async () => {
    const { loadWhole, moveWhole } = await freshPage();
    expect(loadWhole('/hi/')).toBe(true);
    expect(whole.loads).toStrictEqual(['/hi/']);
    expect(moveWhole()).toBe(true);
  });

  it('the page shown, loaded whole, is a reload', async () => {
    const { loadWhole } = await freshPage();
    expect(loadWhole('/')).toBe(true);
    expect(whole.loads).toStrictEqual(['/']);
  });

  it.each([
    ['a move to another page', '/ru/', ['/hi/', '/ru/']],
    // A language chosen, then the one shown chosen again before the first page arrived.
    ['a move back to the page shown', '/', ['/hi/', '/']],
  ])('while the page is being left, %s replaces the load under way', async (_, to, loads) => {
    const { loadWhole, moveStarts } = await freshPage();
    loadWhole('/hi/');
    moveStarts(to);
    expect(loadWhole(to)).toBe(true);
    expect(whole.loads).toStrictEqual(loads);
  });

  it('while the page is being left, a part that fails asks for nothing new', async () => {
    const { loadWhole, loadShownPageWhole, moveStarts } = await freshPage();
    moveStarts('/hi/');
    loadWhole('/hi/');
    loadShownPageWhole();
    expect(loadWhole('/ru/')).toBe(true);
    expect(whole.loads).toStrictEqual(['/hi/']);
  });

  it('an address this build already loaded whole is not loaded again: its error shows', async () => {
    const first = await freshPage();
    first.loadWhole('/hi/');
    // The same build's page again, in the same tab: its file is still missing.
    const { loadWhole } = await freshPage({ sameTab: true });
    expect(loadWhole('/hi/')).toBe(false);
    expect(whole.loads).toStrictEqual(['/hi/']);
  });

  it.each([
    // The tab opened on build A, a deployment of B, then one bringing A's files back.
    [
      'a page of the next build arrived',
      ['/assets/index-B.js', '/assets/index-A.js'],
      ['/hi/', '/hi/'],
    ],
    ['the same build came back', ['/assets/index-A.js'], ['/hi/']],
  ])('after %s, this build may load the address whole again', async (_, builds, loads) => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = '/assets/index-A.js';
    document.head.append(entry);
    try {
      (await freshPage()).loadWhole('/hi/');
      for (const build of builds) {
        entry.src = build;
        (await freshPage({ sameTab: true })).forgetEarlierBuildsAttempt();
      }
      (await freshPage({ sameTab: true })).loadWhole('/hi/');
      expect(whole.loads).toStrictEqual(loads);
    } finally {
      entry.remove();
    }
  });
});
