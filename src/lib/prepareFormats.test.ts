import { languageDateLocale, languages } from './languages';
import { formatPreparations, prepareFormats } from './prepareFormats';

/** Records each formatter made of `name`, and makes it as Intl does. */
function recordMade(name: 'DateTimeFormat' | 'NumberFormat') {
  const Real = Intl[name] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
    return new Real(...args);
  });
}

describe('formatPreparations', () => {
  it.each(languages)('makes every formatter the pages use for %s', (language) => {
    const written = formatPreparations(languageDateLocale[language]).map((prepare) => prepare());
    // A date, a weekday, a list, a language's name and an amount in rupees, each written out.
    expect(written).toHaveLength(5);
    for (const text of written) expect(text.length).toBeGreaterThan(0);
    expect(written[4]).toMatch(/₹|INR/);
  });
});

describe('prepareFormats', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['en-IN', 'hi', 'zh-Hans'])(
    'makes the formatters of %s one idle moment at a time, none before the first',
    (locale) => {
      const dates = recordMade('DateTimeFormat');
      const amounts = recordMade('NumberFormat');
      prepareFormats(locale);
      expect(dates).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(dates).toHaveBeenCalledTimes(1);
      expect(dates).toHaveBeenCalledWith(locale, expect.objectContaining({ dateStyle: 'long' }));
      expect(amounts).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(dates).toHaveBeenCalledTimes(2);
      expect(amounts).toHaveBeenCalledWith(locale, expect.objectContaining({ currency: 'INR' }));
    },
  );
});
