import { languageDateLocale, languages } from './languages';

describe('a date as each language writes it', () => {
  it.each([
    ['en', '2026-11-25', '25 November 2026'],
    ['hi', '2026-11-25', '25 नवंबर 2026'],
    ['ru', '2026-11-25', '25 ноября 2026 г.'],
    ['fr', '2026-11-25', '25 novembre 2026'],
    ['ch', '2029-02-01', '2029年2月1日'],
  ] as const)('%s writes %s as %s', async (language, day, written) => {
    const { fullDate } = await import('./dates');
    expect(fullDate(day, language)).toBe(written);
  });

  it('makes one formatter per language, in the locale of its row of the language table', async () => {
    vi.resetModules();
    const Format = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale, options) {
      return new Format(locale, options);
    });
    try {
      const { fullDate } = await import('./dates');
      for (const language of [...languages, ...languages]) fullDate('2026-11-25', language);
      fullDate('2027-01-31', 'hi');
      expect(made.mock.calls.map(([locale]) => locale)).toEqual(
        languages.map((language) => languageDateLocale[language]),
      );
    } finally {
      made.mockRestore();
    }
  });
});
