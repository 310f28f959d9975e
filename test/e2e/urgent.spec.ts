/**
 * Urgent help, "If it cannot wait" (issue 30): found in at most two taps from any page on a
 * 360-pixel phone, through the footer's "Connect With Us!" column (scrolling is no tap), and
 * printed on at most two A4 sheets in every language (one until issue 34 added five cards). Offline, on a phone that never opened it:
 * offline.spec.ts.
 */
import chinese from '../../src/locales/ch/urgent.json' with { type: 'json' };
import englishUi from '../../src/locales/en/ui.json' with { type: 'json' };
import english from '../../src/locales/en/urgent.json' with { type: 'json' };
import french from '../../src/locales/fr/urgent.json' with { type: 'json' };
import hindi from '../../src/locales/hi/urgent.json' with { type: 'json' };
import russian from '../../src/locales/ru/urgent.json' with { type: 'json' };
import { expect, it } from './fixtures';
import { pageTypes } from '../harness/pages.mjs';
import { hydrated, visit } from './visitor';

// Every page type but urgent help itself.
const otherPageTypes = pageTypes.filter(([, path]) => path !== '/urgent');

it.describe('on a 360-pixel phone @phone', () => {
  it.use({ viewport: { width: 360, height: 740 } });

  for (const [type, path] of otherPageTypes) {
    it(`from the ${type} page (${path}), urgent help is one tap away`, async ({
      page,
      consoleLog,
    }) => {
      consoleLog.allow(/status of 404/);
      await visit(page, path);
      await hydrated(page);
      let taps = 0;
      const link = page
        .getByRole('contentinfo')
        .getByRole('list', { name: englishUi.footer.connect, exact: true })
        .getByRole('link', { name: englishUi.footer.urgentHelp });
      await link.scrollIntoViewIfNeeded();
      await link.tap();
      taps += 1;
      await expect(page).toHaveURL(/\/urgent$/);
      await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
      await expect(
        page.getByRole('article', {
          name: english.situations['adult-tooth-knocked-out'].title,
        }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call 108' }).first()).toHaveAttribute(
        'href',
        'tel:108',
      );
      expect(taps).toBeLessThanOrEqual(2);
    });
  }
});

const languages = [
  ['', english],
  ['/hi', hindi],
  ['/ru', russian],
  ['/fr', french],
  ['/zh', chinese],
] as const;

for (const [prefix, urgent] of languages) {
  it(`${prefix || '/'}urgent prints on two A4 sheets at most, every card on them @desktop`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/urgent`);
    await expect(page.getByRole('heading', { level: 1, name: urgent.title })).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(sheets.length).toBeGreaterThanOrEqual(1);
    expect(sheets.length).toBeLessThanOrEqual(2);
  });
}

it('on the contact page, the cards kept from the HTML change with the language, none shown twice @desktop', async ({
  page,
}) => {
  await visit(page, '/contact');
  const section = page.getByRole('region', { name: english.title });
  await section.locator('article').evaluateAll((cards) => {
    for (const card of cards) (card as HTMLElement).dataset.fromHtml = 'yes';
  });
  // Urgent help is hydrated once the page is idle (src/lib/deferredPart.tsx).
  await expect
    .poll(() =>
      section.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  // Hydrated, the cards are still the elements of the HTML (KeptMarkup): React left them be,
  // with none of the properties it puts on the elements it owns.
  const marked = await section
    .locator('article')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          (card as HTMLElement).dataset.fromHtml === 'yes' &&
          !Object.keys(card).some((key) => key.startsWith('__react')),
      ),
    );
  expect(marked).toEqual(Object.keys(english.situations).map(() => true));

  await page.locator('summary', { hasText: 'English' }).click();
  await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  const hindiSection = page.getByRole('region', { name: hindi.title });
  await expect(
    hindiSection.getByRole('article', { name: hindi.situations['adult-tooth-knocked-out'].title }),
  ).toBeVisible();
  await expect(hindiSection.locator('article')).toHaveCount(marked.length);
  await expect(page.locator('article[data-from-html]')).toHaveCount(0);
});
