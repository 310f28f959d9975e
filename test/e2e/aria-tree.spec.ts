/**
 * The whole accessibility tree of every page type, as Chromium exposes it to a screen reader
 * (Playwright's `ariaSnapshot()` of the body: roles, names, levels, states, text), compared
 * for equality with the committed test/e2e/aria-tree/<page>.yml (Playwright's
 * `toMatchSnapshot`). Any change to what the tree holds fails; an intended one is written with
 * --update-snapshots (docs/testing.md). Not `toMatchAriaSnapshot`: it would hold the same files,
 * but writes every number of two digits or more as `\d+`, so a changed fee, opening hour or
 * date would pass.
 */
import { expect, it } from './fixtures';
import { pageTypes } from '../harness/pages.mjs';
import { hydrated } from './visitor';

const pages = [...pageTypes, ['offline', '/offline.html']] as const;

// A Wednesday at 11:00 in Goa: the contact page's "open now" line reads the same in every run.
const fixedTime = new Date('2026-01-14T11:00:00+05:30');

for (const [name, path] of pages) {
  it(`the accessibility tree of the ${name} page is the committed one @desktop`, async ({
    page,
    consoleLog,
  }) => {
    // The 404 page answers with its status, which the browser logs.
    if (name === '404') consoleLog.allow(/status of 404/);
    await page.clock.setFixedTime(fixedTime);
    await page.goto(path);
    if (name === 'offline') {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } else {
      await hydrated(page);
    }
    await page.waitForLoadState('networkidle');
    const tree = `${await page.locator('body').ariaSnapshot()}\n`;
    expect(tree).toMatchSnapshot(`${name.replaceAll(' ', '-')}.yml`);
  });
}
