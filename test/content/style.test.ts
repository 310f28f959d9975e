/**
 * The style sheets in docs/style/, as far as a test can hold them: one spelling of each recurring
 * term per language, and each language's punctuation.
 */
import { languages, type Language } from '../../src/lib/languages';
import { localeFiles, stringsOf, treatmentText } from './locales';

/** Every string of a language, with its file and path. */
const stringsIn = (language: Language) =>
  Object.entries(localeFiles(language)).flatMap(([file, value]) =>
    stringsOf(value).map(([path, text]) => [`${file}:${path}`, text] as const),
  );

const offenders = (language: Language, pattern: RegExp) =>
  stringsIn(language)
    .filter(([, text]) => pattern.test(text))
    .map(([where, text]) => `${where}: ${text}`);

// The "Not" column of each style sheet. Letters are matched whole where a variant could be part
// of a longer word.
// prettier-ignore
const variants: Record<Language, RegExp[]> = {
  en: [
    /\b(color|center|tumor|pediatric|hemorrh|anesthe|esthetic)\w*/i,
    /\b(organi|recogni|speciali|sterili|neutrali|minimi|personali|stabili)z/i,
    /\bX ?ray|\bx ray/,
    // Sentence case for headings; a brand is not a treatment's name.
    /Opening Hours|Office hours|Connect With Us/, /\bhydra facial\b/i,
    // The surgeon's specialty, not a rank nor a title not used in India.
    /Lead surgeon|Operating surgeon/i,
  ],
  hi: [
    /आम तौर/, /टांक/, /फेशियल/, /ज्यादा/, /जरूर/, /हफ्त/, /फिलर/, /फोन/, /खत्म/, /खास/, /खतर/,
    /दांत/, /मुंह/, /आंख/, /गांठ/, /सांस/, /जांच/, /त्वचा पीली/, /आसपास की पहचान/,
    /मुहाँस/, /केलॉइड/, /लिफ्ट/, /मुलाकात/, /सख्त/, /खराब/, /हाइड्रा फ़ेशियल/, /मुख्य सर्जन|ऑपरेशन करने वाले सर्जन/,
    // One way to write a nukta letter: the letter and the nukta sign, never the precomposed one.
    /[\u0958-\u095f]/,
    // Ranges, of figures and of times, are written with से, never a dash.
    /–/,
  ],
  ru: [
    /Гидрафейшл/i, /Гидропилинг \(/i, /(?<!\p{L})Знакомьтесь/u, /коренн/i,
    /(?<!\p{L})имплант(ы|а|у|ом|ов|ам|ами|ах)?(?!\p{L})/iu,
    /(?<!\p{L})(ее|еще)(?!\p{L})/iu,
    /\d-мерн/, /Ведущий хирург|Оперирующий хирург/, /Откроется:/, /только через год/,
  ],
  fr: [
    /calvitie/i, /\bdents? (adultes?|permanentes?)\b/i, /est ensuite fixé(?!e)/, /Bienvenue à/,
    /Chirurgien (principal|opérateur)/,
    /[Ss]oin Hydrafacial/,
    // A weekday is written in lower case except where it starts a string or a sentence.
    /(?<!^|[.!?]\s)\b(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)\b/u,
  ],
  ch: [
    /营业/, /休息中/, /放射线/, /头发 PRP/, /消炎药/, /异维甲酸/, /首席/, /主诊外科医生/, /水飞梭/,
  ],
};

describe('one spelling of each recurring term', () => {
  it.each(languages.flatMap((language) => variants[language].map((v) => [language, v] as const)))(
    '%s: never %s',
    (language, variant) => {
      expect(offenders(language, variant)).toEqual([]);
    },
  );

  it('zh: the clinic is closed (停诊), not resting; the table’s day column is the weekday (星期)', () => {
    const ui = localeFiles('ch').ui as { day: string };
    expect(offenders('ch', /休息/).filter((line) => line.startsWith('ui:'))).toEqual([]);
    expect(ui.day).toBe('星期');
  });

  it('fr: the 16 h to 20 h session is l’après-midi, as the 12 h to 16 h one is', () => {
    const { partsOfDay } = (
      localeFiles('fr').ui as { clinic: { partsOfDay: Record<string, string> } }
    ).clinic;
    expect(partsOfDay.evening).toBe(partsOfDay.afternoon);
  });

  it('zh: the false tooth of a bridge is 桥体, not 假牙', () => {
    const bridges = treatmentText('ch', 'crowns-and-bridges');
    expect(stringsOf(bridges).filter(([, text]) => text.includes('假牙'))).toEqual([]);
    expect(stringsOf(bridges).some(([, text]) => text.includes('桥体'))).toBe(true);
  });
});

describe('punctuation', () => {
  const noteLabel = (language: Language) =>
    (localeFiles(language).ui as { service: { note: string } }).service.note;

  it.each<[Language, string]>([
    ['en', 'Note:'],
    ['hi', 'ध्यान दें:'],
    ['ru', 'Примечание:'],
    ['fr', 'À noter\u00a0:'],
    ['ch', '注意：'],
  ])('%s: the note label ends with its colon: %j', (language, label) => {
    expect(noteLabel(language)).toBe(label);
  });

  // A range is "2 to 3", "2 से 3", "2 à 3", "2 至 3"; Russian writes "2–3". Never a hyphen.
  it.each(languages)('%s: ranges of figures are written the language’s way', (language) => {
    expect(offenders(language, /\d\s?-\s?\d/)).toEqual([]);
    if (language !== 'ru') expect(offenders(language, /\d\s?–\s?\d/)).toEqual([]);
    else expect(offenders(language, /\d\s+–\s*\d|\d\s*–\s+\d/)).toEqual([]);
  });

  it('fr: a no-break space before : ; ? ! and the curly apostrophe', () => {
    // An ordinary space, or none, before the mark; "https:" and "{{time}}" have no words before.
    expect(offenders('fr', / [:;?!]/)).toEqual([]);
    expect(offenders('fr', /\p{L}[:;?!](\s|$)/u)).toEqual([]);
    expect(offenders('fr', /'/)).toEqual([]);
  });

  it('ru: quotation marks are « »', () => {
    expect(offenders('ru', /"/)).toEqual([]);
  });

  it('zh: full-width punctuation beside Chinese characters', () => {
    expect(offenders('ch', /\p{Script=Han}[,;:()!?]|[,;:()!?]\p{Script=Han}/u)).toEqual([]);
  });
});
