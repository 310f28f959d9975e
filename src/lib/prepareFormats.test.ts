import { languageDateLocale, languages } from './languages';
import { formatPreparations } from './prepareFormats';

describe('formatPreparations', () => {
  it.each(languages)('makes every formatter the pages use for %s', (language) => {
    const written = formatPreparations(languageDateLocale[language]).map((prepare) => prepare());
    // A date, a weekday, a list, a language's name and an amount in rupees, each written out.
    expect(written).toHaveLength(5);
    for (const text of written) expect(text.length).toBeGreaterThan(0);
    expect(written[4]).toMatch(/₹|INR/);
  });
});
