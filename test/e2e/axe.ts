/** Accessibility checks with axe-core in the page: the WCAG 2.2 A and AA rules. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core over the page as it is now and records (softly, so the other pages of a test
 * are still checked) every WCAG 2.2 A/AA violation, with the first elements of each.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (runTags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<AxeResults> };
        }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: runTags },
        resultTypes: ['violations'],
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
  expect.soft(violations, `${where}: WCAG 2.2 A/AA violations`).toEqual([]);
}
