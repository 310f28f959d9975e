import i18next, { type TFunction } from 'i18next';
import { loadUiStrings, uiNamespace } from '../../content/i18n';
import type { Language } from '../../lib/languages';
import { openingStatusText } from './statusText';

async function translator(language: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    ns: [uiNamespace],
    defaultNS: uiNamespace,
    resources: { [language]: { [uiNamespace]: await loadUiStrings(language) } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const closedUntil = (day: number) => ({ open: false, opensAt: '09:00', opensOnDay: day }) as const;
const week = [0, 1, 2, 3, 4, 5, 6];

describe('the status line names the day the clinic opens as a sentence does', () => {
  it('en', async () => {
    const t = await translator('en');
    expect(openingStatusText(t, closedUntil(1), 'en')).toBe('Closed, opens Monday at 9:00\u00a0am');
  });

  it('ru: "в" or "во" and the accusative, for every weekday', async () => {
    const t = await translator('ru');
    expect(week.map((day) => openingStatusText(t, closedUntil(day), 'ru'))).toEqual([
      'Закрыто, откроется в воскресенье в 9:00',
      'Закрыто, откроется в понедельник в 9:00',
      'Закрыто, откроется во вторник в 9:00',
      'Закрыто, откроется в среду в 9:00',
      'Закрыто, откроется в четверг в 9:00',
      'Закрыто, откроется в пятницу в 9:00',
      'Закрыто, откроется в субботу в 9:00',
    ]);
  });

  it('fr: the weekday in lower case mid-sentence', async () => {
    const t = await translator('fr');
    expect(openingStatusText(t, closedUntil(1), 'fr')).toBe('Fermé, ouvre lundi à 9\u00a0h');
    for (const day of week) {
      expect(openingStatusText(t, closedUntil(day), 'fr')).toMatch(/^Fermé, ouvre [a-z]+ à /);
    }
  });

  it.each<[Language, string]>([
    ['hi', 'बंद है, सोमवार को सुबह\u00a09\u00a0बजे खुलेगा'],
    ['ch', '停诊中，周一 9:00 开始出诊'],
  ])('%s', async (language, expected) => {
    const t = await translator(language);
    expect(openingStatusText(t, closedUntil(1), language)).toBe(expected);
  });

  it('later the same day, and open now', async () => {
    const t = await translator('ru');
    expect(openingStatusText(t, { open: false, opensAt: '16:00', opensOnDay: null }, 'ru')).toBe(
      'Закрыто, откроется в 16:00',
    );
    expect(openingStatusText(t, { open: true, closesAt: '20:00' }, 'ru')).toBe(
      'Сейчас открыто, закроется в 20:00',
    );
  });
});

describe('on a public holiday the line says so, in every language', () => {
  const holiday = { open: false, opensAt: '09:00', opensOnDay: 6, holiday: true } as const;
  it.each<[Language, string]>([
    ['en', 'Closed today for a public holiday, opens Saturday at 9:00\u00a0am'],
    ['hi', 'आज सार्वजनिक छुट्टी के कारण बंद है, शनिवार को सुबह\u00a09\u00a0बजे खुलेगा'],
    ['ru', 'Сегодня закрыто из-за государственного праздника, откроется в субботу в 9:00'],
    ['fr', 'Fermé aujourd’hui pour un jour férié, ouvre samedi à 9\u00a0h'],
    ['ch', '今天为公共假日，停诊中，周六 9:00 开始出诊'],
  ])('%s', async (language, line) => {
    const t = await translator(language);
    expect(openingStatusText(t, holiday, language)).toBe(line);
  });
});
