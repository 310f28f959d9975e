/**
 * The whole accessibility tree of every page type, as Chromium exposes it to a screen reader
 * (Playwright's `ariaSnapshot()` of the body: roles, names, levels, states, text), compared
 * for equality with the committed test/e2e/aria-tree/<page>.aria.yml. Any change to what the
 * tree holds fails; an intended one is written with UPDATE_SNAPSHOTS=1 (docs/testing.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from './fixtures';
import { pageTypes } from '../harness/pages.mjs';
import { hydrated } from './visitor';

const pages = [...pageTypes, ['offline', '/offline.html']] as const;

const treeFile = (name: string) =>
  join(process.cwd(), 'test', 'e2e', 'aria-tree', `${name.replaceAll(' ', '-')}.aria.yml`);

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
    if (process.env.UPDATE_SNAPSHOTS === '1') writeFileSync(treeFile(name), tree);
    expect(tree).toBe(readFileSync(treeFile(name), 'utf8'));
  });
}
