/**
 * The fees as the build writes them (dist/, which `npm test` builds first): a fees page per
 * language, prerendered whole (it reads without JavaScript), every treatment page with its fee
 * line, and the clinic's price range, payment and currency in its JSON-LD.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathOf } from '../../src/state/address';
import { catalogue, treatmentsOf, treatmentSlugs } from '../../src/content/catalogue';
import { feeInTable, fees, shownFeeOf } from '../../src/content/fees';
import type { FeesText } from '../../src/content/feesText';
import { rupeeRange } from '../../src/content/rupees';
import type { AnyCategoryText } from '../../src/content/types';
import { treatmentTextOf } from '../../src/content/types';
import { languages, languageTag } from '../../src/lib/languages';
import { localeFiles } from '../content/locales';
import { shownText } from '../shownText';

const dist = join(process.cwd(), 'dist');
const documentOf = (path: string) =>
  new DOMParser().parseFromString(
    readFileSync(join(dist, ...path.split('/').filter(Boolean), 'index.html'), 'utf8'),
    'text/html',
  );

describe.each(languages)('the fees page in %s, prerendered', (language) => {
  const path = pathOf({ language, page: 'fees' });
  const document = documentOf(path);
  const files = localeFiles(language);
  const words = files.fees as FeesText;
  const main = document.querySelector('main');

  it('is in its language, with its own title', () => {
    expect(document.documentElement.lang).toBe(languageTag[language]);
    expect(main?.querySelector('h1')?.textContent).toBe(words.page.title);
    expect(document.title).toContain(words.page.title);
  });

  it('lists every treatment of every category, each with its fee', () => {
    const tables = [...(main?.querySelectorAll('table') ?? [])];
    expect(tables).toHaveLength(catalogue.length);
    for (const [index, { slug }] of catalogue.entries()) {
      const category = files[`services/${slug}`] as AnyCategoryText;
      const table = tables[index];
      expect(table?.querySelector('caption')?.textContent).toBe(category.title);
      const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('td')?.textContent,
      ]);
      expect(rows.map(([name]) => name)).toEqual(
        treatmentsOf(slug).map((treatment) => treatmentTextOf(category, treatment)?.name),
      );
      for (const [row, treatment] of treatmentsOf(slug).entries())
        expect(rows[row]?.[1]).toBe(shownText(feeInTable(treatment, language, words), language));
    }
    expect(main?.querySelectorAll('tbody th')).toHaveLength(treatmentSlugs.length);
  });

  it('says the consultation fee, how to pay, and that the figures are samples', () => {
    const text = main?.textContent ?? '';
    for (const heading of [
      words.page.consultation.heading,
      words.page.estimate.heading,
      words.page.gst.heading,
      words.page.payment.heading,
      words.page.receipts.heading,
    ])
      expect([...(main?.querySelectorAll('h2') ?? [])].map((h2) => h2.textContent)).toContain(
        heading,
      );
    for (const method of fees.paymentMethods)
      expect(text).toContain(words.page.payment.methods[method]);
    // Samples: no day of confirmation is claimed.
    expect(text).toContain(words.page.samples);
    expect(text).not.toContain(words.page.confirmed.split('{{')[0] ?? '');
  });
});

describe('the fee on each treatment page', () => {
  it.each(
    languages.flatMap((language) =>
      catalogue.flatMap(({ slug }) =>
        treatmentsOf(slug).map((treatment) => [language, slug, treatment] as const),
      ),
    ),
  )('%s %s/%s shows its fee line, prerendered', (language, category, treatment) => {
    const main = documentOf(
      pathOf({ language, page: 'service', category, treatment }),
    ).querySelector('#treatment-detail');
    const shown = shownFeeOf(treatment, language, (localeFiles(language).fees as FeesText).line);
    const section = main?.querySelector('.treatment-fee');
    expect(section?.querySelector('h4')?.textContent).toBe(shown.heading);
    expect(section?.textContent).toContain(shownText(shown.fee, language));
    expect(section?.textContent).toContain(shownText(shown.consultation, language));
    if (shown.gst) expect(section?.textContent).toContain(shownText(shown.gst, language));
    expect(section?.querySelector('a')?.getAttribute('href')).toBe(
      pathOf({ language, page: 'fees' }),
    );
  });
});

describe('the clinic’s JSON-LD', () => {
  it.each(languages)('%s: gives its price range, the ways to pay and the currency', (language) => {
    const blocks = [
      ...documentOf(pathOf({ language, page: 'fees' })).querySelectorAll(
        'script[type="application/ld+json"]',
      ),
    ].map((script) => JSON.parse(script.textContent) as Record<string, unknown>);
    const clinic = blocks.find(
      (block) => Array.isArray(block['@type']) && block['@type'].includes('Dentist'),
    );
    const ranges = Object.values(fees.treatments).filter((fee) => fee !== 'after-consultation');
    expect(clinic?.priceRange).toBe(
      rupeeRange(
        Math.min(fees.consultation, ...ranges.map((fee) => fee.from)),
        Math.max(...ranges.map((fee) => fee.to)),
        language,
      ),
    );
    expect(clinic?.paymentAccepted).toBe('UPI, Credit Card, Debit Card, Cash');
    expect(clinic?.currenciesAccepted).toBe('INR');
  });
});
