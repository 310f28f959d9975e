import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { catalogue, treatmentsOf, treatmentSlugs } from '../../content/catalogue';
import { feeInTable, fees, gstOf } from '../../content/fees';
import { loadText } from '../../content/texts';
import type { Language } from '../../lib/languages';
import { shownText } from '../../../test/shownText';

describe('the fees page, the clinic’s rate display', () => {
  it('lists every treatment by category with its fee, GST where it applies', async () => {
    await renderApp('/fees');
    expect(screen.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
    const words = await loadText('en', 'fees');
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual(
      catalogue.map(({ slug }) => words.categories[slug]),
    );
    expect(screen.getAllByRole('rowheader')).toHaveLength(treatmentSlugs.length);
    for (const [index, { slug }] of catalogue.entries()) {
      const table = tables[index];
      if (!table) throw new Error(`no table for ${slug}`);
      for (const treatment of treatmentsOf(slug)) {
        const name = within(table).getByRole('rowheader', { name: words.treatments[treatment] });
        expect(name.nextElementSibling?.textContent).toBe(
          shownText(feeInTable(treatment, 'en', words)),
        );
      }
    }
    // Each fee marked as a sample, then its GST by the page's one rule (N5): an earlobe repaired
    // after an injury is no cosmetic procedure, a peel is.
    const feeOfRow = (name: string) =>
      screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(feeOfRow('Earlobe repair (lobuloplasty)')).toMatch(/ sample \(plus GST if cosmetic\)$/);
    expect(feeOfRow('Chemical peels')).toMatch(/ sample \(plus GST\)$/);
    expect(feeOfRow('Tooth extraction')).toMatch(/ sample$/);
    expect(gstOf('tooth-extraction')).toBeUndefined();
    expect(
      screen.getByRole('rowheader', { name: 'Dental implants' }).nextElementSibling,
    ).toHaveTextContent(/^₹[\d,]+ – ₹[\d,]+ sample$/);
    expect(
      screen.getByRole('rowheader', { name: 'Oral cancer' }).nextElementSibling,
    ).toHaveTextContent('Priced after a consultation. sample');
  });

  it('gives the consultation fee, payment, the written estimate, GST, receipts, and says the figures are samples', async () => {
    await renderApp('/fees');
    for (const heading of [
      'Consultation',
      'Fees by treatment',
      'A written estimate first',
      'GST',
      'How to pay',
      'Receipts for insurers',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(screen.getByText(/^A consultation with a doctor costs ₹[\d,]+\.$/)).toBeVisible();
    for (const method of ['UPI', 'debit or credit card', 'cash'])
      expect(screen.getByText(method, { selector: 'li' })).toBeVisible();
    expect(screen.getByText(/A cosmetic procedure carries GST at 18%/)).toBeVisible();
    expect(screen.getByText(/written estimate of its cost/)).toBeVisible();
    expect(screen.getByText(/itemised receipt for every payment/)).toBeVisible();
    // While the figures are samples, the page says so, and names no day they were confirmed.
    expect(fees.areSamples).toBe(true);
    expect(screen.getByText(/^The figures on this page are samples/)).toBeVisible();
    expect(screen.queryByText(/Prices last confirmed/)).toBeNull();
  });

  it.each([
    ['/hi/fees', 'hi', 'फ़ीस', /परामर्श की फ़ीस ₹\d{3}/, /पुष्टि: 26 नवंबर 2026/],
    ['/ru/fees', 'ru', 'Цены', /стоит \d+\s₹/, /подтверждены 26 ноября 2026/],
    ['/fr/fees', 'fr', 'Tarifs', /coûte \d+\s₹/, /le 26 novembre 2026/],
    ['/zh/fees', 'ch', '收费标准', /咨询费为 ₹\d+/, /确认于 2026年11月26日/],
  ] as const)(
    '%s is in its language, its amounts in its own way, with no day of confirmation while samples',
    async (path, language: Language, title, consultation, date) => {
      await renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByText(consultation)).toBeVisible();
      const words = await loadText(language, 'fees');
      expect(screen.getByText(words.page.samples)).toBeVisible();
      expect(screen.queryByText(date)).toBeNull();
      expect(screen.getAllByRole('rowheader')).toHaveLength(treatmentSlugs.length);
      expect(
        screen.getByRole('rowheader', { name: words.treatments['implant-supported-dentures'] })
          .nextElementSibling?.textContent,
      ).toBe(shownText(feeInTable('implant-supported-dentures', language, words), language));
    },
  );

  it('is linked from the footer in every language', async () => {
    await renderApp('/hi/contact');
    expect(screen.getByRole('link', { name: 'फ़ीस' })).toHaveAttribute('href', '/hi/fees');
  });
});
