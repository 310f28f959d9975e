/**
 * The fees page (/fees, /hi/fees …), the clinic's rate display: it loads with every treatment
 * and no console error (the fixtures fail on any), prints every row to paper, and is kept for
 * reading offline once visited. A treatment page's fee line leads to it. Its axe check and
 * reflow are every-page.spec.ts's (test/harness/pages.mjs).
 */
import type { Page } from '@playwright/test';
import { treatmentSlugs } from '../../src/content/catalogue';
import english from '../../src/locales/en/fees.json' with { type: 'json' };
import englishUi from '../../src/locales/en/ui.json' with { type: 'json' };
import hindiUi from '../../src/locales/hi/ui.json' with { type: 'json' };
import { expect, it, itInOneTab, ready } from './fixtures';
import { comparable, pdfPages } from './pdfText';
import { visit } from './visitor';

/** Waits until the service worker has installed its precache and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await ready(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

it('the fees page lists every treatment with its fee, and the consultation fee', async ({
  page,
}) => {
  await visit(page, '/fees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.page.title);
  await expect(page.getByRole('rowheader')).toHaveCount(treatmentSlugs.length);
  await expect(page.getByRole('table')).toHaveCount(5);
  // The fees are samples: each is followed by its marker.
  const mark = englishUi.sample.mark;
  const consultation = page.getByText(
    new RegExp(`^A consultation with a doctor costs ₹[\\d,]+ ${mark}\\.$`),
  );
  await expect(consultation).toBeVisible();
  await expect(consultation.locator('[data-sample="fees.consultation"]')).toHaveCount(1);
  await expect(
    page.getByRole('row', { name: new RegExp(`^Dental implants ₹[\\d,]+ – ₹[\\d,]+ ${mark}$`) }),
  ).toBeVisible();
  // Samples: the page says so, and names no day the clinic confirmed them.
  await expect(page.getByText(english.page.samples)).toBeVisible();
  await expect(page.getByText(/Prices last confirmed/)).toHaveCount(0);
});

it('a treatment page shows its fee and leads to the fees page in its language', async ({
  page,
}) => {
  await visit(page, '/hi/service/implants-and-oral-surgery/wisdom-teeth');
  const fee = page.getByRole('heading', { level: 4, name: 'फ़ीस' });
  await expect(fee).toBeVisible();
  // The fee is a sample: its Hindi marker follows it.
  const line = page.getByText(
    new RegExp(`^₹[\\d,]+ – ₹[\\d,]+ ${hindiUi.sample.mark}; सही फ़ीस जाँच के बाद बताई जाएगी।$`),
  );
  await expect(line).toBeVisible();
  await expect(line.locator('[data-sample="fees.treatments.wisdom-teeth"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'सभी फ़ीस और भुगतान के तरीके' }).click();
  await expect(page).toHaveURL(/\/hi\/fees$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फ़ीस');
  await expect(page.getByRole('rowheader')).toHaveCount(treatmentSlugs.length);
});

it.describe('the fees page on paper @desktop', () => {
  itInOneTab(
    'prints every treatment and its fee, the consultation and the date',
    async ({ page }) => {
      await visit(page, '/fees');
      const rows = await page
        .locator('main tbody tr')
        .evaluateAll((elements) => elements.map((element) => element.textContent));
      const pages = await pdfPages(await page.pdf({ format: 'A4' }));
      const printed = comparable(pages.join('\n'));
      expect(rows).toHaveLength(treatmentSlugs.length);
      for (const row of rows) expect(printed).toContain(comparable(row));
      for (const text of await page.locator('main h2, main p, main li').allTextContents())
        expect(printed).toContain(comparable(text));
      // The rate display, not the site: no navigation on paper.
      expect(printed).not.toContain(comparable('Meet Us'));
      for (const text of pages) expect(text.trim()).not.toBe('');
    },
  );
});

it.describe('offline', () => {
  it.use({ serviceWorkers: 'allow' });

  it('the fees page, once visited, is kept for reading offline', async ({
    page,
    context,
    consoleLog,
  }) => {
    consoleLog.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await visit(page, '/');
    await controlledByServiceWorker(page);
    await visit(page, '/fr/fees');
    await expect(page.getByRole('rowheader')).toHaveCount(treatmentSlugs.length);

    await context.setOffline(true);
    await page.goto('/fr/fees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifs');
    await expect(page.getByRole('rowheader')).toHaveCount(treatmentSlugs.length);
    await expect(page.getByText('Vous êtes hors ligne')).toBeHidden();
    await context.setOffline(false);
  });
});
