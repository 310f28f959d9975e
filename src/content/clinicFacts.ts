/**
 * The clinic's facts: the one file a clinic edits to make the site its own (README,
 * "Replacing sample values"). Every language renders the hours, days, names and numbers from
 * here; the words around them are in `src/locales/<lng>/`.
 *
 * Values wrapped in `sample(…)` are samples the specification leaves open. Replace each with
 * the clinic's own value and drop the `sample(…)` around it: `npm run build` lists the samples
 * still in use, and `npm run build:release` fails while any remains.
 *
 * Values that are written differently in each script (names, landmarks) are given once per
 * language, side by side: `en`, `hi` (Devanagari), `ru` (Cyrillic), `fr`, `ch` (Simplified
 * Chinese).
 */
import type { DoctorSlug } from './catalogue';
import type { Language } from '../lib/languages';
import { sample } from './sample';

type InEveryLanguage<T> = Record<Language, T>;

/** A doctor's name as each language writes it: in full, and short for the running text. */
interface DoctorName {
  full: string;
  short: string;
}

export const clinicFacts = {
  name: 'face multispecialty clinic',
  address: {
    locality: 'Alto-Porvorim',
    region: 'Goa',
    postalCode: '403521',
    country: 'IN',
  },
  /** The map's centre and marker. */
  location: { latitude: 15.531012, longitude: 73.826798 },
  mapZoom: 13,
  /** India Standard Time (Asia/Kolkata): UTC+05:30 all year, no daylight saving. */
  utcOffsetMinutes: 330,
  /** The day's opening hours, 24-hour "HH:MM", the same on every open day (spec §3, Monday). */
  sessions: [
    { opens: '09:00', closes: '13:00' },
    { opens: '16:00', closes: '20:00' },
  ],
  /** Open days, 0 = Sunday … 6 = Saturday. The spec shows only a Monday row. */
  openDays: sample([1, 2, 3, 4, 5, 6]),
  /** No Indian number starts with 0 after +91: this one can reach nobody. */
  phone: sample({ display: '+91 00000 00000', e164: '+910000000000' }),
  /** The WhatsApp number, country code first, digits only. */
  whatsapp: sample('910000000000'),
  /** example.com is reserved for examples. */
  email: sample('clinic@example.com'),
  social: sample({
    facebook: 'https://example.com/facebook-page',
    instagram: 'https://example.com/instagram-profile',
    linkedin: 'https://example.com/linkedin-page',
  }),
  /** How to find the clinic, three short lines in each language. */
  landmarks: sample<InEveryLanguage<string[]>>({
    en: [
      'Near the Goa Legislative Assembly complex, Porvorim',
      'On the NH 66 highway between Panaji and Mapusa',
      'About 10 minutes by road from Panaji',
    ],
    hi: [
      'गोवा विधानसभा परिसर के पास, पर्वरी',
      'पणजी और मापुसा के बीच NH 66 राजमार्ग पर',
      'पणजी से सड़क के रास्ते लगभग 10 मिनट',
    ],
    ru: [
      'Рядом с комплексом Законодательного собрания Гоа, Порворим',
      'На шоссе NH 66 между городами Панаджи и Мапуса',
      'Около 10 минут на машине от Панаджи',
    ],
    fr: [
      'Près du complexe de l’Assemblée législative de Goa, à Porvorim',
      'Sur la route nationale NH 66, entre Panaji et Mapusa',
      'À environ 10 minutes de route de Panaji',
    ],
    ch: [
      '靠近波尔沃里姆的果阿邦立法议会大楼',
      '位于帕纳吉与马普萨之间的 NH 66 国道旁',
      '距帕纳吉约 10 分钟车程',
    ],
  }),
  doctors: {
    'oral-maxillofacial-surgeon': {
      name: sample<InEveryLanguage<DoctorName>>({
        en: { full: 'Dr. A. Sample', short: 'Dr. Sample' },
        hi: { full: 'डॉ. ए. सैंपल', short: 'डॉ. सैंपल' },
        ru: { full: 'д-р А. Образец', short: 'д-р Образец' },
        fr: { full: 'Dr A. Sample', short: 'Dr Sample' },
        ch: { full: '示例医生（A）', short: '示例医生' },
      }),
      /** The registration number with the Goa Dental Council, the state dental council. */
      registrationNumber: sample('0000'),
    },
    'associate-dentist': {
      name: sample<InEveryLanguage<DoctorName>>({
        en: { full: 'Dr. B. Sample', short: 'Dr. Sample' },
        hi: { full: 'डॉ. बी. सैंपल', short: 'डॉ. सैंपल' },
        ru: { full: 'д-р Б. Образец', short: 'д-р Образец' },
        fr: { full: 'Dr B. Sample', short: 'Dr Sample' },
        ch: { full: '示例医生（B）', short: '示例医生' },
      }),
      /** The registration number with the Goa Dental Council, the state dental council. */
      registrationNumber: sample('0000'),
    },
  } satisfies Record<DoctorSlug, unknown>,
  /**
   * The lead surgeon's fellowship as a qualification line (the spec says only "a fellowship
   * abroad"): name its subject and place once the clinic confirms them.
   */
  surgeonFellowship: sample<InEveryLanguage<string>>({
    en: 'International fellowship',
    hi: 'अंतरराष्ट्रीय फ़ेलोशिप',
    ru: 'Международная стажировка (фелловшип)',
    fr: 'Formation complémentaire spécialisée à l’international',
    ch: '国际专科进修',
  }),
  /** The text of the map marker's popup: the spec's words until the clinic writes its own. */
  mapPopup: sample<InEveryLanguage<string>>({
    en: 'A pretty CSS3 popup. Easily customizable.',
    hi: 'एक सुंदर सीएसएस3 पॉपअप। इसे आसानी से बदला जा सकता है।',
    ru: 'Красивое всплывающее окно на каскадных таблицах стилей 3-го уровня. Легко настраивается.',
    fr: 'Une jolie fenêtre contextuelle en CSS3. Facilement personnalisable.',
    ch: '一个用层叠样式表 3 制作的美观弹出框，可轻松自定义。',
  }),
};
