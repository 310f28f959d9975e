/** Content checks: the site's words are complete, consistent and within the clinic's rules. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogue,
  categoryImage,
  doctorImage,
  doctorSlugs,
  treatmentImage,
  treatmentSlugs,
} from '../../src/content/catalogue';
import type { AnyCategoryText, DoctorsText } from '../../src/content/types';
import { clinic } from '../../src/content/clinic';
import { clinicInWords } from '../../src/content/facts';
import { visitFactValues } from '../../src/content/visitFacts';
import { languages, type Language } from '../../src/lib/languages';
import {
  localeFiles,
  otherLanguages,
  shapeOf,
  stringsOf,
  translatedStringsOf,
  treatmentText,
} from './locales';

const english = localeFiles('en');
const fileNames = Object.keys(english).sort();

const allWords = (value: unknown) =>
  stringsOf(value)
    .map(([, text]) => text)
    .join(' ');

describe('every language is complete', () => {
  it('English has the interface strings, home, doctors, the statements, your visit, the A-Z and all five categories', () => {
    expect(fileNames).toEqual(
      [
        'a-z',
        'doctors',
        'fees',
        'home',
        'statements',
        'urgent',
        'visit',
        ...catalogue.map((c) => `services/${c.slug}`).sort(),
        'ui',
      ].sort(),
    );
  });

  it.each(otherLanguages)('%s has the same files as English', (language) => {
    expect(Object.keys(localeFiles(language)).sort()).toEqual(fileNames);
  });

  it.each(otherLanguages.flatMap((language) => fileNames.map((file) => [language, file])))(
    '%s/%s has the same keys, slugs and list lengths as English',
    (language, file) => {
      expect(shapeOf(localeFiles(language as Language)[file])).toEqual(shapeOf(english[file]));
    },
  );

  it.each(languages.flatMap((language) => fileNames.map((file) => [language, file])))(
    '%s/%s has no empty strings',
    (language, file) => {
      const empty = stringsOf(localeFiles(language as Language)[file]).filter(
        ([, text]) => text.trim() === '',
      );
      expect(empty.map(([path]) => path)).toEqual([]);
    },
  );

  it.each(otherLanguages.flatMap((language) => fileNames.map((file) => [language, file])))(
    '%s/%s keeps every {{placeholder}} of English',
    (language, file) => {
      const placeholders = (value: unknown) =>
        translatedStringsOf(value).map(([path, text]) => [
          path,
          (text.match(/{{\w+}}/g) ?? []).sort().join(),
        ]);
      // Hindi times name the part of the day themselves (सुबह 9 बजे): its session line needs no label.
      const leftOut = (path: string) =>
        language === 'hi' && path === 'clinic.session' ? ['{{name}}'] : [];
      expect(placeholders(localeFiles(language as Language)[file])).toEqual(
        placeholders(english[file]).map(([path = '', list = '']) => [
          path,
          list
            .split(',')
            .filter((placeholder) => placeholder !== '' && !leftOut(path).includes(placeholder))
            .join(),
        ]),
      );
    },
  );
});

describe('every category, treatment and doctor has its words', () => {
  it.each(languages.flatMap((language) => catalogue.map((c) => [language, c.slug])))(
    '%s: %s lists its treatments in catalogue order and names its groups',
    (language, slug) => {
      const text = localeFiles(language as Language)[`services/${slug}`] as AnyCategoryText;
      const entry = catalogue.find((c) => c.slug === slug);
      expect(Object.keys(text.treatments)).toEqual(entry?.groups.flatMap((g) => g.treatments));
      expect(Object.keys(text.groups)).toEqual(
        entry?.groups.flatMap((g) => (g.slug ? [g.slug] : [])),
      );
    },
  );

  it('the catalogue has 45 treatments: 11, 5 + 3, 7, 9 and 6 + 3 + 1', () => {
    expect(catalogue.map((c) => c.groups.map((g) => g.treatments.length))).toEqual([
      [11],
      [5, 3],
      [7],
      [9],
      [6, 3, 1],
    ]);
    expect(treatmentSlugs).toHaveLength(45);
  });

  it.each(languages)(
    '%s: menu titles match the category pages, doctor names match the Meet page',
    (language) => {
      const files = localeFiles(language);
      const ui = files.ui as {
        categories: Record<string, { title: string }>;
        doctors: Record<string, { name: string }>;
      };
      for (const category of catalogue) {
        expect((files[`services/${category.slug}`] as AnyCategoryText).title).toBe(
          ui.categories[category.slug]?.title,
        );
      }
      const doctors = files.doctors as DoctorsText;
      for (const doctor of doctorSlugs) expect(doctors[doctor].name).toBe(ui.doctors[doctor]?.name);
    },
  );

  it.each(treatmentSlugs)('English %s has at least 250 words of patient information', (slug) => {
    expect(allWords(treatmentText('en', slug)).split(/\s+/).length).toBeGreaterThanOrEqual(250);
  });
});

describe('slugs and images', () => {
  const slugs = [...catalogue.map((c) => c.slug), ...treatmentSlugs, ...doctorSlugs];

  it('every slug is unique', () => {
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(slugs)('%s is URL-safe', (slug) => {
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  const images = [
    ...catalogue.map((c) => categoryImage(c.slug)),
    ...treatmentSlugs.map(treatmentImage),
    ...doctorSlugs.map(doctorImage),
    '/images/logo.svg',
    '/images/clinic.svg',
    '/media/hero.webm',
    '/media/hero.mp4',
    '/media/hero-poster.webp',
    '/media/hero-poster.jpg',
  ];
  it.each(images)('%s exists in public/', (image) => {
    expect(existsSync(join(process.cwd(), 'public', image))).toBe(true);
  });
});

describe('the figures of spec §9 stand in their treatments, in every language', () => {
  // Each row: treatment, and the numbers its text must contain (as Western digits).
  // prettier-ignore
  const figures: [(typeof treatmentSlugs)[number], string[]][] = [
    ['teeth-whitening', ['30', '90']],
    ['botox', ['10', '15', '1', '2', '3', '6']],
    ['dermal-fillers', ['6', '2']],
    ['microblading', ['1', '3']],
    ['dimpleplasty', ['30']],
    ['lobuloplasty', ['7', '10']],
    ['fillings-and-root-canals', ['20', '10', '15', '5']],
  ];

  it.each(
    languages.flatMap((language) =>
      figures.map(([slug, numbers]) => [language, slug, numbers] as const),
    ),
  )('%s: %s has %j', (language, slug, numbers) => {
    const found = new Set(allWords(treatmentText(language, slug)).match(/\d+/g));
    for (const number of numbers) expect(found).toContain(number);
  });

  // prettier-ignore
  it.each<[(typeof treatmentSlugs)[number], RegExp]>([
    ['teeth-whitening', /30 to 90 minutes/],
    ['botox', /10 to 15 minutes/],
    ['botox', /1 to 2 weeks/],
    ['botox', /3 to 6 months/],
    ['dermal-fillers', /6 months to 2 years/],
    ['microblading', /1 to 3 years/],
    ['dimpleplasty', /about 30 minutes/],
    ['lobuloplasty', /7 to 10 days/],
    ['fillings-and-root-canals', /often last 20 years or more/],
    ['fillings-and-root-canals', /5 to 15 of every 100 root-treated teeth/],
    ['fillings-and-root-canals', /10 to 15 years/],
  ])('English %s says %s', (slug, phrase) => {
    expect(allWords(treatmentText('en', slug))).toMatch(phrase);
  });
});

describe('each language is written in its own script', () => {
  // Latin letters allowed in any language: the clinic's name, the national mental-health line
  // (Tele-MANAS), the HydraFacial brand, the tax and payment system on the fees page (GST, UPI), the
  // services and standards the privacy and accessibility statements name (Google Maps, WCAG, the
  // DPDP and RPwD Acts), the
  // emergency hospital's name as its signs show it, degrees, a few abbreviations, the
  // single-letter initials of the sample doctors' names, and names a map or register knows in
  // Latin letters only (Alto-Porvorim, the councils that register the clinicians).
  // The statements also name, in Latin letters as a register or an envelope writes them, the
  // data fiduciary's legal name and street, the contacts' names, India's authorities by their
  // official English names, the screen readers of the planned audit, and the companies and
  // places that receive a patient's data (the hosts, WhatsApp's Meta, the laboratory and the
  // hospital as their signs show them).
  const namedInLatin = [
    clinicInWords.dataFiduciary.legalName,
    clinicInWords.dataFiduciary.streetAddress,
    clinic.privacyContact.name,
    clinic.accessibilityContact.name,
    ...[clinicInWords.histopathologyLaboratory.en, visitFactValues.surgeryHospital.en].map(
      (place) => place.split(',')[0] ?? place,
    ),
  ].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const allowedLatin = new RegExp(
    `${namedInLatin.join('|')}|Goa \\d{6}, India|Data Protection Board of India|(State|Chief) Commissioner for Persons with Disabilities|NVDA|TalkBack|` +
      /face multispecialty clinic|Goa Medical College|Tele-MANAS|HydraFacial|Alto-Porvorim|Goa Dental Council|Goa Medical Council|National Medical Commission|District Registering Authority|Directorate of Health Services|Google Maps|Service Worker|axe-core|GOV\.UK|\b(BDS|MDS|MD|GMC|PRP|TMJ|CT|CBCT|OPG|SPF|UV|NH|HA|DCI|GST|UPI|WhatsApp|Facebook|Instagram|LinkedIn|OpenStreetMap|Google|Cookie|CDN|Web|JavaScript|WCAG|AA|GIGW|RPwD|DPDP|Act|Cloudflare|Netlify|Meta|TPA|IS|[A-Z])\b/
        .source,
    'g',
  );
  const scripts: Partial<Record<Language, RegExp>> = {
    hi: /\p{Script=Devanagari}/u,
    ru: /\p{Script=Cyrillic}/u,
    ch: /\p{Script=Han}/u,
  };

  it.each(
    Object.entries(scripts).flatMap(([language, script]) =>
      fileNames.map((file) => [language, file, script] as const),
    ),
  )(
    '%s/%s: every string is in the script, with Latin only for names and abbreviations',
    (language, file, script) => {
      const offenders = stringsOf(localeFiles(language as Language)[file]).filter(([, text]) => {
        // The <mail> and <tel> marks around a fact become links (ClinicContactText).
        const rest = text.replace(/{{\w+}}|<\/?(mail|tel)>/g, '').replace(allowedLatin, '');
        const latin = (rest.match(/\p{Script=Latin}/gu) ?? []).length;
        const native = (rest.match(new RegExp(script.source, 'gu')) ?? []).length;
        // Strings that are only numbers, a name or an abbreviation have no letters to check.
        return latin + native > 0 && (native === 0 || latin / (latin + native) > 0.1);
      });
      expect(offenders.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
    },
  );

  it.each(fileNames)(
    'fr/%s: the French differs from the English and is written with French accents',
    (file) => {
      const french = localeFiles('fr')[file];
      const pairs = translatedStringsOf(french).map(([path, text], i) => [
        path,
        text,
        translatedStringsOf(english[file])[i]?.[1],
      ]);
      const unchanged = pairs.filter(
        ([, text, source]) => text === source && (text?.split(' ').length ?? 0) > 3,
      );
      expect(unchanged.map(([path]) => path)).toEqual([]);
      expect(allWords(french)).toMatch(/[éèêàçùâîôû]/);
    },
  );
});

describe('no superiority or outcome claims (Dental Council of India code)', () => {
  // prettier-ignore
  const forbidden: Record<Language, RegExp> = {
    en: /\b(best|painless|pain-free|guarantee\w*|permanent\w*|perfect\w*|miracle\w*|risk-free|safest|world-class|finest|number one|cheapest|unmatched|flawless|state-of-the-art)\b|100\s?%/i,
    hi: /सर्वश्रेष्ठ|सबसे अच्छा|दर्द रहित|दर्दरहित|बिना दर्द|गारंटी|स्थायी|हमेशा के लिए|परफेक्ट|चमत्कार|100\s?%/,
    // «постоянный зуб» is the dental term for an adult tooth, not a claim.
    ru: /лучш|безболезнен|гарант|навсегда|пожизнен|постоянн(?!\p{L}*\s+зуб)|идеальн|чудо|100\s?%/iu,
    // « dent définitive » is the permanent tooth (not a milk tooth), not a lasting result.
    fr: /meilleur|indolore|sans douleur|garanti|permanent|(?<!\bdents? )définitiv|parfait|miracle|100\s?%/i,
    ch: /最好|最佳|无痛|保证|永久|完美|奇迹|第一|100\s?%/,
  };

  it.each(languages.flatMap((language) => fileNames.map((file) => [language, file])))(
    '%s/%s makes no forbidden claim',
    (language, file) => {
      const claims = stringsOf(localeFiles(language as Language)[file]).filter(
        ([, text]) => forbidden[language as Language].test(text) || forbidden.en.test(text),
      );
      expect(claims.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
    },
  );
});
