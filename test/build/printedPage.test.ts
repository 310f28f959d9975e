/**
 * What every built page prints of itself, without JavaScript: its own canonical address, a QR
 * code of it (the browser test decodes one per page type: test/e2e/print.spec.ts), and the day
 * its text last changed with the fingerprint the change record holds; and the same facts in
 * `page-facts/<page>.json` for the app's moves. Reads dist/, which `npm test` builds first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import changes from '../../src/content/pageChanges.json';
import { pageFactsFile } from '../../src/app/layout/pageFacts';
import { siteUrl } from '../../src/content/site';
import { fullDate } from '../../src/lib/dates';
import { languages } from '../../src/lib/languages';
import { allAddresses, canonicalPath, pathOf } from '../../src/state/address';

const dist = join(process.cwd(), 'dist');
const record = changes as Partial<Record<string, { fingerprint: string; changedOn: string }>>;
const printedDate = Object.fromEntries(
  languages.map((language) => {
    const words = JSON.parse(readFileSync(join('src', 'locales', language, 'ui.json'), 'utf8')) as {
      review: { changedOn: string };
    };
    return [language, words.review.changedOn];
  }),
);

/** Markup as the page's parser writes it back (`<path/>` -> `<path></path>`). */
function asParsed(markup: string): string {
  const element = document.createElement('div');
  element.innerHTML = markup;
  return element.innerHTML;
}

const pages = languages.flatMap((language) =>
  allAddresses(language).map((address) => ({ language, path: pathOf(address) })),
);

describe('every built page prints where it came from', () => {
  it.each(pages)('$path', ({ language, path }) => {
    const html = readFileSync(join(dist, ...path.split('/').filter(Boolean), 'index.html'), 'utf8');
    const page = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector<HTMLElement>('.printed-page');
    const canonical = canonicalPath(path) ?? '';
    expect(page?.dataset.path).toBe(canonical);
    expect(page?.querySelector('.printed-details-address')?.textContent).toBe(
      `${siteUrl}${canonical}`,
    );
    expect(page?.querySelector('.printed-qr svg path')).not.toBeNull();
    const entry = Object.entries(record).find(
      ([key, value]) =>
        key.startsWith(`${language}/`) && value?.fingerprint === page?.dataset.fingerprint,
    )?.[1];
    expect(entry?.changedOn).toBe(page?.dataset.changedOn);
    expect(page?.textContent).toContain(
      printedDate[language]?.replace('{{date}}', fullDate(entry?.changedOn ?? '', language)),
    );
    const facts = JSON.parse(readFileSync(join(dist, pageFactsFile(canonical)), 'utf8')) as Record<
      string,
      string
    >;
    expect({ ...facts, qr: asParsed(facts.qr ?? '') }).toEqual({
      fingerprint: page?.dataset.fingerprint,
      changedOn: page?.dataset.changedOn,
      qr: page?.querySelector('.printed-qr')?.innerHTML,
    });
  });
});
