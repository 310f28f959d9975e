import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { review } from '../../scripts/content/reviewCommand';
import { checkReviews } from '../../vite-plugins/pageReviews';
import { doctorSlugs, treatmentsOf } from './catalogue';
import { clinicFacts } from './clinicFacts';
import {
  canonicalJson,
  clinicToday,
  englishFingerprint,
  englishTextOf,
  pagesNamed,
  parseReviewRecord,
  readEnglishFiles,
  readReviewRecord,
  reviewedPages,
  reviewProblems,
  sampleDoctors,
  translatedLanguages,
  withClinicalReview,
  withTranslationCheck,
  yearsAfter,
  type EnglishFiles,
  type PageReview,
  type ReviewRecord,
} from './pageReviews';
import { confirmed, sample } from './sample';

const root = join(import.meta.dirname, '..', '..');
const english = readEnglishFiles(root);
const recorded = readReviewRecord(root);

/** The English files with one string replaced. */
function withEnglishChanged(change: (files: EnglishFiles) => void): EnglishFiles {
  const copy = structuredClone(english);
  change(copy);
  return copy;
}

/** A record of every page, reviewed by `reviewer` on `date`, translations checked then. */
function recordOn(date: string, reviewer = 'oral-maxillofacial-surgeon'): ReviewRecord {
  const reviewed = withClinicalReview({}, reviewedPages, { reviewer, date });
  return withTranslationCheck(reviewed, english, reviewedPages, {
    languages: translatedLanguages,
    date,
  });
}

const confirmedFacts = confirmed(clinicFacts);

describe('the English text of a page', () => {
  it('is the page’s part of src/locales/en, a category’s without its treatments', () => {
    const category = englishTextOf('categories/cosmetics', english) as Record<string, unknown>;
    expect(Object.keys(category).sort()).toEqual([
      'description',
      'groups',
      'intro',
      'points',
      'title',
    ]);
    expect(englishTextOf('doctors/associate-dentist', english)).toBe(
      english.doctors['associate-dentist'],
    );
    expect(englishTextOf('home', english)).toBe(english.home);
  });

  it('of a treatment includes the two sentences every treatment page ends with', () => {
    const text = englishTextOf('treatments/botox', english) as Record<string, unknown>;
    const service = english.ui.service as Record<string, string>;
    expect(text.treatment).toBe(english.services.cosmetics?.treatments?.['botox' as never]);
    expect(text.outOfHours).toBe(service.outOfHours);
    expect(text.disclaimer).toBe(service.disclaimer);
  });

  it('has a fingerprint that ignores key order but not a changed word', () => {
    expect(canonicalJson({ b: ['x', 'y'], a: 'e\u0301' })).toBe('{"a":"é","b":["x","y"]}');
    const reordered = withEnglishChanged((files) => {
      const { name, ...rest } = files.doctors['associate-dentist'] as Record<string, unknown>;
      files.doctors['associate-dentist'] = { ...rest, name };
    });
    const page = 'doctors/associate-dentist';
    expect(englishFingerprint(page, reordered)).toBe(englishFingerprint(page, english));
    const changed = withEnglishChanged((files) => {
      (files.doctors['associate-dentist'] as { tagline: string }).tagline += '.';
    });
    expect(englishFingerprint(page, changed)).not.toBe(englishFingerprint(page, english));
    expect(englishFingerprint(page, english)).toMatch(/^sha256-[0-9a-f]{16}$/);
  });
});

describe('the review record (src/content/reviews.json)', () => {
  it('has every page, each reviewed by a doctor of the clinic with the next review due within three years', () => {
    expect(Object.keys(recorded)).toEqual(reviewedPages);
    for (const page of reviewedPages) {
      const entry = recorded[page]!;
      expect(doctorSlugs).toContain(entry.reviewer);
      expect(entry.nextReviewDue > entry.lastReviewed).toBe(true);
      expect(entry.nextReviewDue <= yearsAfter(entry.lastReviewed, 3)).toBe(true);
      expect(Object.keys(entry.translations)).toEqual(['hi', 'ru', 'fr', 'ch']);
    }
    expect(reviewedPages).toHaveLength(1 + 2 + 5 + 45);
  });

  it('refuses a page, a doctor or a date that is not one, and a next review over three years on', () => {
    const entry = recordOn('2026-11-25').home!;
    const parse = (json: unknown) => () => parseReviewRecord(json);
    expect(parse({ 'treatments/tooth-tattoo': entry })).toThrow(
      'treatments/tooth-tattoo: no such page',
    );
    expect(parse({ home: { ...entry, reviewer: 'dr-who' } })).toThrow(
      'home: reviewer "dr-who" is not one of oral-maxillofacial-surgeon, associate-dentist',
    );
    expect(parse({ home: { ...entry, lastReviewed: '2026-02-30' } })).toThrow(
      'lastReviewed "2026-02-30" is not a YYYY-MM-DD date',
    );
    expect(parse({ home: { ...entry, nextReviewDue: '2029-11-26' } })).toThrow(
      'home: the next review is due more than 3 years on (2029-11-25 at the latest)',
    );
    expect(parse({ home: { ...entry, nextReviewDue: '2026-11-25' } })).toThrow(
      'home: the next review is due before the last one',
    );
    const threeLanguages: Partial<PageReview['translations']> = { ...entry.translations };
    delete threeLanguages.ch;
    expect(parse({ home: { ...entry, translations: threeLanguages } })).toThrow(
      'home: no translation check for ch',
    );
  });

  it('counts three years from the day of the review', () => {
    expect(yearsAfter('2026-11-25', 3)).toBe('2029-11-25');
    expect(yearsAfter('2028-02-29', 3)).toBe('2031-03-01');
  });

  it('dates a review in India’s time zone', () => {
    expect(clinicToday(330, new Date('2026-11-25T18:29:00Z'))).toBe('2026-11-25');
    expect(clinicToday(330, new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
  });
});

describe('what the release build refuses', () => {
  const record = recordOn('2026-11-25');

  it('nothing, for pages reviewed by named doctors on time and translations checked against today’s English', () => {
    expect(reviewProblems({ record, english, facts: confirmedFacts, today: '2026-12-01' })).toEqual(
      [],
    );
    expect(checkReviews([], true)).toBe('every page reviewed, every translation checked');
  });

  it('a reviewer who is still a sample, naming each page', () => {
    const problems = reviewProblems({ record, english, facts: clinicFacts, today: '2026-12-01' });
    expect(problems).toHaveLength(reviewedPages.length);
    expect(problems.every((problem) => problem.kind === 'sample-reviewer')).toBe(true);
    expect(() => checkReviews(problems, true)).toThrow(
      'treatments/botox: reviewed by oral-maxillofacial-surgeon, whose name or registration number is still a sample',
    );
    // An ordinary build lists the same, and goes on.
    expect(checkReviews(problems, false)).toContain(
      'home: reviewed by oral-maxillofacial-surgeon, whose name or registration number is still a sample',
    );
  });

  it('only the pages of the doctor still named by a sample', () => {
    const facts = {
      ...confirmedFacts,
      registrationNumbers: {
        'oral-maxillofacial-surgeon': '1234',
        'associate-dentist': sample('0000'),
      },
    };
    expect([...sampleDoctors(facts)]).toEqual(['associate-dentist']);
    expect([...sampleDoctors(clinicFacts)]).toEqual([...doctorSlugs]);
    const mixed = withClinicalReview(record, ['doctors/associate-dentist'], {
      reviewer: 'associate-dentist',
      date: '2026-11-25',
    });
    expect(
      reviewProblems({ record: mixed, english, facts, today: '2026-12-01' }).map((p) => p.page),
    ).toEqual(['doctors/associate-dentist']);
  });

  it('a review overdue on the build date, naming each page', () => {
    const late = withClinicalReview(record, ['treatments/botox', 'home'], {
      reviewer: 'oral-maxillofacial-surgeon',
      date: '2023-06-01',
    });
    expect(late.home?.nextReviewDue).toBe('2026-06-01');
    const problems = reviewProblems({
      record: late,
      english,
      facts: confirmedFacts,
      today: '2026-12-01',
    });
    expect(problems.map((problem) => [problem.kind, problem.page])).toEqual([
      ['overdue', 'home'],
      ['overdue', 'treatments/botox'],
    ]);
    expect(() => checkReviews(problems, true)).toThrow(
      'treatments/botox: review overdue, due 2026-06-01 (npm run review -- treatments/botox --by <doctor>)',
    );
    // Due on the build date is due.
    expect(
      reviewProblems({ record: late, english, facts: confirmedFacts, today: '2026-06-01' }),
    ).toHaveLength(2);
    expect(
      reviewProblems({ record: late, english, facts: confirmedFacts, today: '2026-05-31' }),
    ).toEqual([]);
  });

  it('a changed English paragraph, naming the page and each translation checked before it', () => {
    const changed = withEnglishChanged((files) => {
      const dental = files.services['dental-treatment'] as {
        treatments: Record<string, { whatItIs: string[] }>;
      };
      const fillings = dental.treatments['fillings-and-root-canals']!;
      fillings.whatItIs[0] = `${fillings.whatItIs[0] ?? ''} Sometimes, infection returns.`;
    });
    const problems = reviewProblems({
      record,
      english: changed,
      facts: confirmedFacts,
      today: '2026-12-01',
    });
    expect(problems.map((problem) => [problem.kind, problem.page, problem.language])).toEqual(
      translatedLanguages.map((language) => [
        'stale-translation',
        'treatments/fillings-and-root-canals',
        language,
      ]),
    );
    expect(() => checkReviews(problems, true)).toThrow(
      'treatments/fillings-and-root-canals (hi): the English text changed after the translation was checked on 2026-11-25 (npm run review -- treatments/fillings-and-root-canals --translation hi)',
    );
    // Checking the translations again against the changed English clears them.
    const rechecked = withTranslationCheck(
      record,
      changed,
      ['treatments/fillings-and-root-canals'],
      { languages: translatedLanguages, date: '2026-12-01' },
    );
    expect(
      reviewProblems({
        record: rechecked,
        english: changed,
        facts: confirmedFacts,
        today: '2026-12-01',
      }),
    ).toEqual([]);
  });

  it('a page never reviewed', () => {
    const withoutHome = { ...record };
    delete withoutHome.home;
    const problems = reviewProblems({
      record: withoutHome,
      english,
      facts: confirmedFacts,
      today: '2026-12-01',
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      'home: never reviewed (npm run review -- home --by <doctor>)',
    ]);
  });
});

describe('the pages a name stands for', () => {
  it('a treatment, a category with its treatments, a doctor, every page', () => {
    expect(pagesNamed('botox')).toEqual(['treatments/botox']);
    expect(pagesNamed('treatments/botox')).toEqual(['treatments/botox']);
    expect(pagesNamed('categories/cosmetics')).toEqual(['categories/cosmetics']);
    expect(pagesNamed('cosmetics')).toEqual([
      'categories/cosmetics',
      ...treatmentsOf('cosmetics').map((treatment) => `treatments/${treatment}`),
    ]);
    expect(pagesNamed('associate-dentist')).toEqual(['doctors/associate-dentist']);
    expect(pagesNamed('doctors')).toEqual([
      'doctors/oral-maxillofacial-surgeon',
      'doctors/associate-dentist',
    ]);
    expect(pagesNamed('all')).toEqual(reviewedPages);
    expect(() => pagesNamed('tooth-tattoo')).toThrow('no page "tooth-tattoo"');
  });
});

describe('npm run review', () => {
  let project: string;
  const now = new Date('2026-12-01T06:00:00Z');
  const run = (...argv: string[]) => review(argv, { root: project, now });
  const saved = () =>
    JSON.parse(readFileSync(join(project, 'src/content/reviews.json'), 'utf8')) as ReviewRecord;

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'reviews-'));
    cpSync(join(root, 'src/locales/en'), join(project, 'src/locales/en'), { recursive: true });
    cpSync(join(root, 'src/content/reviews.json'), join(project, 'src/content/reviews.json'));
  });
  afterEach(() => {
    rmSync(project, { recursive: true, force: true });
  });

  it('records a clinical review of a category and its treatments, next due three years on', () => {
    const said = run('cosmetics', '--by', 'associate-dentist', '--date', '2026-11-30');
    expect(said[0]).toBe(
      'src/content/reviews.json: 10 page(s) reviewed by associate-dentist on 2026-11-30, next review due 2029-11-30:',
    );
    const record = saved();
    expect(record['treatments/rhinoplasty']).toMatchObject({
      reviewer: 'associate-dentist',
      lastReviewed: '2026-11-30',
      nextReviewDue: '2029-11-30',
    });
    expect(record['treatments/rhinoplasty']?.translations).toEqual(
      recorded['treatments/rhinoplasty']?.translations,
    );
    expect(record['treatments/botox']?.lastReviewed).toBe('2026-11-30');
    expect(record['treatments/hair-prp']).toEqual(recorded['treatments/hair-prp']);
    expect(readFileSync(join(project, 'src/content/reviews.json'), 'utf8')).toMatch(
      /^{\n {2}"home"/,
    );
  });

  it('records a translation check against the English as it is now, today by default', () => {
    const file = join(project, 'src/locales/en/doctors.json');
    const doctors = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { tagline: string }>;
    doctors['associate-dentist']!.tagline = 'Everyday dental care for adults and for children';
    writeFileSync(file, JSON.stringify(doctors));
    const page = 'doctors/associate-dentist';
    run(page, '--translation', 'zh,fr');
    const record = saved();
    const changed = englishFingerprint(page, readEnglishFiles(project));
    expect(changed).not.toBe(recorded[page]?.translations.ch.english);
    expect(record[page]?.translations.ch).toEqual({ checked: '2026-12-01', english: changed });
    expect(record[page]?.translations.fr).toEqual({ checked: '2026-12-01', english: changed });
    expect(record[page]?.translations.hi).toEqual(recorded[page]?.translations.hi);
  });

  it('lists what is left to do when given no page', () => {
    const said = run();
    expect(said[0]).toBe(`${String(reviewedPages.length)} to see to on 2026-12-01:`);
    expect(said).toContain(
      '  - doctors/associate-dentist: reviewed by associate-dentist, whose name or registration number is still a sample (src/content/clinicFacts.ts)',
    );
  });

  it('says what is wrong with an unknown page, doctor, language or date', () => {
    expect(() => run('tooth-tattoo', '--by', 'associate-dentist')).toThrow(
      'no page "tooth-tattoo"',
    );
    expect(() => run('botox', '--by', 'dr-who')).toThrow(
      'no doctor "dr-who": the doctors are oral-maxillofacial-surgeon, associate-dentist',
    );
    expect(() => run('botox', '--translation', 'de')).toThrow('no translated language "de"');
    expect(() => run('botox', '--by', 'associate-dentist', '--date', '2026-13-01')).toThrow(
      '--date 2026-13-01 is not a YYYY-MM-DD date',
    );
    expect(() => run('botox', '--by', 'associate-dentist', '--date', '2026-12-02')).toThrow(
      '--date 2026-12-02 is after today (2026-12-01)',
    );
    expect(() => run('botox', '--by', 'associate-dentist', '--next', '2030-01-01')).toThrow(
      'the next review is due more than 3 years on (2029-12-01 at the latest)',
    );
    expect(() => run('botox')).toThrow('give either --by <doctor> or --translation <lng>');
    expect(() => run('botox', '--by')).toThrow('--by needs a value');
    // Nothing was written.
    expect(saved()).toEqual(recorded);
  });
});
