/**
 * Accessibility: axe-core with the WCAG 2.2 A and AA rules on every page type, in every
 * language, at both sizes, after scrolling to the end (so the carousels and the map are there).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, it, ready } from './fixtures';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const prefixes = { en: '', hi: '/hi', ru: '/ru', fr: '/fr', ch: '/zh' } as const;
// prettier-ignore
const pageTypes = [
  ['home', '/'],
  ['category', '/service/skin-and-hair'],
  ['treatment', '/service/cosmetics/botox'],
  ['meet', '/meet'],
  ['doctor', '/meet/associate-dentist'],
  ['contact', '/contact'],
  ['404', '/no-such-page'],
] as const;

for (const [language, prefix] of Object.entries(prefixes)) {
  for (const [name, path] of pageTypes) {
    const address = path === '/' ? `${prefix}/` : `${prefix}${path}`;
    it(`${language} ${name} (${address}) has no WCAG 2.2 A/AA violations`, async ({
      page,
      consoleLog,
    }) => {
      if (name === '404') consoleLog.allow(/status of 404/);
      await page.goto(address);
      await ready(page);
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
      await page.evaluate(axeSource);
      const results = await page.evaluate(
        (runTags) =>
          (
            window as unknown as {
              axe: { run: (context: Document, options: object) => Promise<AxeResults> };
            }
          ).axe.run(document, {
            runOnly: { type: 'tag', values: runTags },
          }),
        tags,
      );
      const violations = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact ?? ''}): ${violation.help}\n    ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join('\n    ')}`,
      );
      expect(violations).toEqual([]);
    });
  }
}
