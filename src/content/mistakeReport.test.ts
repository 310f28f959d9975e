import { mistakeReportHref, parseMistakeReport, type ReportedPage } from './mistakeReport';

const words = {
  subject: 'Ошибка на странице «Ботулотоксин & филлеры +»',
  question: 'Что здесь неверно и как должно быть?',
  page: 'Страница',
  language: 'Язык',
  version: 'Версия текста',
};

describe('a report of a mistake', () => {
  it.each<[string, ReportedPage]>([
    [
      'a page with its fingerprint',
      {
        url: 'https://clinic.example.com/ru/service/cosmetics/botox',
        language: 'ru',
        fingerprint: 'sha256-7b7ea0aaf47bce3b',
      },
    ],
    [
      'a page moved to offline, its fingerprint unknown',
      { url: 'https://clinic.example.com/hi/', language: 'hi' },
    ],
  ])('names %s, and reads back as it', (_, page) => {
    const href = mistakeReportHref('content@example.com', words, page);
    expect(href.startsWith('mailto:content@example.com?subject=')).toBe(true);
    expect(parseMistakeReport(href)).toEqual(page);
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('subject')).toBe(words.subject);
    expect(query.get('body')?.startsWith(`${words.question}\n`)).toBe(true);
  });

  it('reads nothing from a link that is not a report', () => {
    expect(parseMistakeReport('mailto:content@example.com')).toBeUndefined();
    expect(parseMistakeReport('mailto:content@example.com?body=Hello')).toBeUndefined();
  });
});
