import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { review } from './reviewCommand';
import { checkReviews } from '../../vite-plugins/pageReviews';
import { clinicianSlugs, treatmentsOf } from '../../src/content/catalogue';
import { clinicFacts } from '../../src/content/clinicFacts';
import {
  canonicalJson,
  clinicToday,
  englishFingerprint,
  englishTextOf,
  maxReviewYearsOf,
  pagesNamed,
  parseReviewRecord,
  readEnglishFiles,
  readReviewRecord,
  reviewedPages,
  reviewersOf,
  reviewProblems,
  sampleReviewers,
  shownReviewOf,
  translatedLanguages,
  withReview,
  withTranslationCheck,
  yearsAfter,
  type EnglishFiles,
  type PageId,
  type ReviewRecord,
} from './pageReviews';
import { confirmed, sample } from '../../src/content/sample';
import { situations, type SituationId } from '../../src/content/urgentCare';

/** The treatments whose pages show the card `id`. */
const situationsShowing = (id: SituationId) =>
  situations.find((situation) => situation.id === id)?.treatments ?? [];

const root = join(import.meta.dirname, '..', '..');
const english = readEnglishFiles(root, clinicFacts);
const recorded = readReviewRecord(root);

/** The English files with a change made to a copy. */
function withEnglishChanged(change: (files: EnglishFiles) => void): EnglishFiles {
  const copy = structuredClone(english);
  change(copy);
  return copy;
}

const checker = { name: 'R. Reader', role: 'medical translator' };

/** A record of every page reviewed on `date` by the first person allowed, translations checked then. */
function recordOn(date: string): ReviewRecord {
  let record: ReviewRecord = {};
  for (const page of reviewedPages)
    record = withReview(record, english, [page], { reviewer: reviewersOf(page)[0]!, date });
  return withTranslationCheck(record, english, reviewedPages, {
    languages: translatedLanguages,
    date,
    by: checker,
  });
}

/** The clinic's facts with every sample replaced by a value, as a clinic preparing launch has them. */
const confirmedFacts = confirmed(clinicFacts);

/** What a page shows of its words: all but the words patients find it by (the A-Z's). */
const shown = (words: unknown): unknown =>
  JSON.parse(
    JSON.stringify(words, (key, value: unknown) => (key === 'foundBy' ? undefined : value)),
  );

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
    expect(englishTextOf('doctors/associate-dentist', english)).toEqual(
      english.doctors['associate-dentist'],
    );
    expect(englishTextOf('home', english)).toEqual(english.home);
    expect(englishTextOf('privacy', english)).toEqual(english.statements.privacy);
    expect(englishTextOf('accessibility', english)).toEqual(english.statements.accessibility);
  });

  it('leaves out the words patients find the page by: the A-Z shows them, the page does not', () => {
    const words = (page: PageId) => JSON.stringify(englishTextOf(page, english));
    expect(JSON.stringify(english.services.cosmetics)).toContain('"foundBy"');
    for (const page of [
      'categories/cosmetics',
      'treatments/botox',
      'urgent',
      'urgent/thoughts-of-suicide',
    ] as const)
      expect(words(page), page).not.toContain('"foundBy"');
  });

  it('of a treatment includes the sentences every treatment page ends with and its care cards', () => {
    const text = englishTextOf('treatments/dermal-fillers', english) as Record<string, unknown>;
    const service = english.ui.service as Record<string, string>;
    const urgent = english.urgent as {
      situations: Record<string, unknown>;
      levels: Record<string, unknown>;
    };
    expect(text.treatment).toEqual(
      shown(english.services.cosmetics?.treatments?.['dermal-fillers' as never]),
    );
    expect(text.outOfHours).toBe(service.outOfHours);
    expect(text.disclaimer).toBe(service.disclaimer);
    expect(text.cards).toContainEqual({
      situation: shown(urgent.situations['filler-warning-signs']),
      level: urgent.levels['emergency-department'],
    });
    // A treatment page with no card has none in its text.
    expect(englishTextOf('treatments/veneers', english)).not.toHaveProperty('cards');
  });

  it('of urgent help is all of urgent.json and the numbers and hospital it names', () => {
    expect(englishTextOf('urgent', english)).toEqual({
      words: shown(english.urgent),
      facts: expect.objectContaining({
        emergencyNumbers: expect.objectContaining({ ambulance: '108', emergency: '112' }),
        emergencyDepartments: expect.objectContaining({
          eye: expect.objectContaining({ en: confirmedFacts.emergencyDepartments.eye.en }),
        }),
      }),
    });
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

describe('who may review a page', () => {
  it.each<[PageId, string[]]>([
    ['home', ['oral-maxillofacial-surgeon']],
    ['urgent', ['oral-maxillofacial-surgeon']],
    ['urgent/thoughts-of-suicide', ['visiting-psychiatrist']],
    ['urgent/chemical-in-eye-or-burn', ['visiting-dermatologist']],
    ['doctors/associate-dentist', ['associate-dentist']],
    ['categories/dental-treatment', ['oral-maxillofacial-surgeon', 'associate-dentist']],
    ['treatments/veneers', ['oral-maxillofacial-surgeon', 'associate-dentist']],
    ['treatments/sinus-lift', ['oral-maxillofacial-surgeon']],
    ['treatments/rhinoplasty', ['oral-maxillofacial-surgeon']],
    ['treatments/botox', ['oral-maxillofacial-surgeon', 'visiting-dermatologist']],
    ['categories/skin-and-hair', ['visiting-dermatologist']],
    ['treatments/mole-skin-tag-and-wart-removal', ['visiting-dermatologist']],
    ['treatments/hair-prp', ['visiting-dermatologist']],
    ['privacy', ['privacyContact']],
    ['accessibility', ['accessibilityContact']],
    ['visit', ['oral-maxillofacial-surgeon']],
  ])('%s: %j', (page, reviewers) => {
    expect(reviewersOf(page)).toEqual(reviewers);
  });

  it('a dental registrant reviews no skin or hair page, so the record refuses it', () => {
    expect(() =>
      withReview({}, english, ['treatments/hair-prp'], {
        reviewer: 'oral-maxillofacial-surgeon',
        date: '2026-11-25',
      }),
    ).toThrow(
      'oral-maxillofacial-surgeon may not review treatments/hair-prp: treatments/hair-prp by visiting-dermatologist',
    );
  });
});

describe('urgent help’s cards outside the surgeon’s field (review N7)', () => {
  const card = 'urgent/thoughts-of-suicide';

  it('the suicide card is the psychiatrist’s to review, the burn card the dermatologist’s', () => {
    expect(() =>
      withReview({}, english, [card], {
        reviewer: 'oral-maxillofacial-surgeon',
        date: '2026-11-25',
      }),
    ).toThrow(
      'oral-maxillofacial-surgeon may not review urgent/thoughts-of-suicide: urgent/thoughts-of-suicide by visiting-psychiatrist',
    );
    expect(pagesNamed('thoughts-of-suicide')).toEqual([card]);
    expect(pagesNamed('urgent')).toEqual(['urgent']);
    // A card's text is its words and its level's, with the numbers and hospitals it names.
    const urgent = english.urgent as {
      situations: Record<string, unknown>;
      levels: Record<string, unknown>;
    };
    expect(englishTextOf(card, english)).toEqual({
      situation: shown(urgent.situations['thoughts-of-suicide']),
      level: urgent.levels['talk-to-someone'],
      facts: english.urgentFacts,
    });
    expect(maxReviewYearsOf(card)).toBe(1);
  });

  it('urgent help shows a review only when the surgeon and each card’s clinician reviewed what it says now', () => {
    const bySurgeon = withReview({}, english, ['urgent'], {
      reviewer: 'oral-maxillofacial-surgeon',
      date: '2026-11-25',
    });
    expect(shownReviewOf(bySurgeon, english, 'urgent', 'en')).toBeUndefined();
    const byPsychiatrist = withReview(bySurgeon, english, [card], {
      reviewer: 'visiting-psychiatrist',
      date: '2026-11-26',
    });
    expect(shownReviewOf(byPsychiatrist, english, 'urgent', 'en')).toBeUndefined();
    const byAll = withReview(byPsychiatrist, english, ['urgent/chemical-in-eye-or-burn'], {
      reviewer: 'visiting-dermatologist',
      date: '2026-11-27',
    });
    expect(shownReviewOf(byAll, english, 'urgent', 'en')).toEqual({
      reviewer: 'oral-maxillofacial-surgeon',
      lastReviewed: '2026-11-25',
      nextReviewDue: '2027-11-25',
      cards: [
        {
          situation: 'thoughts-of-suicide',
          reviewer: 'visiting-psychiatrist',
          lastReviewed: '2026-11-26',
        },
        {
          situation: 'chemical-in-eye-or-burn',
          reviewer: 'visiting-dermatologist',
          lastReviewed: '2026-11-27',
        },
      ],
    });
    // A changed suicide card stales the page and the psychiatrist's review, not the dermatologist's.
    const changed = withEnglishChanged((files) => {
      const urgent = files.urgent as { situations: Record<string, { steps: string[] }> };
      urgent.situations['thoughts-of-suicide']!.steps.reverse();
    });
    expect(shownReviewOf(byAll, changed, 'urgent', 'en')).toBeUndefined();
    const stale = reviewProblems({
      record: byAll,
      english: changed,
      facts: confirmedFacts,
      today: '2026-12-01',
    }).filter((problem) => problem.kind === 'english-changed');
    expect(stale.map((problem) => problem.message)).toEqual([
      'urgent: the English text changed after oral-maxillofacial-surgeon reviewed it on 2026-11-25 (npm run review:pack -- --reviewer oral-maxillofacial-surgeon)',
      'urgent/thoughts-of-suicide: the English text changed after visiting-psychiatrist reviewed it on 2026-11-26 (npm run review:pack -- --reviewer visiting-psychiatrist)',
    ]);
  });
});

describe('the review record (src/content/reviews.json)', () => {
  it('holds only reviews made, each by someone allowed to, within the time the page allows', () => {
    for (const [page, entry] of Object.entries(recorded) as [
      PageId,
      NonNullable<ReviewRecord[PageId]>,
    ][]) {
      expect(reviewersOf(page)).toContain(entry.reviewer);
      expect(entry.nextReviewDue > entry.lastReviewed).toBe(true);
      for (const check of Object.values(entry.translations)) {
        expect(check.by.name.trim()).not.toBe('');
        expect(check.by.role.trim()).not.toBe('');
      }
    }
  });

  it('covers every page a patient reads as medical information, urgent help, the statements and Your visit', () => {
    expect(reviewedPages).toHaveLength(1 + 1 + 2 + 2 + 5 + 45 + 2 + 1);
    expect(reviewedPages).toEqual(
      expect.arrayContaining([
        'urgent',
        'urgent/thoughts-of-suicide',
        'urgent/chemical-in-eye-or-burn',
        'privacy',
        'accessibility',
        'visit',
      ]),
    );
  });

  it('refuses a page, a reviewer, a date or a check that is not one, and a next review too far on', () => {
    const entry = recordOn('2026-11-25').home!;
    const urgent = recordOn('2026-11-25').urgent!;
    const parse = (json: unknown) => () => parseReviewRecord(json);
    expect(parse({ 'treatments/tooth-tattoo': entry })).toThrow(
      'treatments/tooth-tattoo: no such page',
    );
    expect(parse({ home: { ...entry, reviewer: 'dr-who' } })).toThrow(
      'home: reviewer "dr-who" may not review this page (oral-maxillofacial-surgeon may)',
    );
    expect(parse({ home: { ...entry, lastReviewed: '2026-02-30' } })).toThrow(
      'lastReviewed "2026-02-30" is not a YYYY-MM-DD date',
    );
    expect(parse({ home: { ...entry, nextReviewDue: '2029-11-26' } })).toThrow(
      'home: the next review is due more than 3 year(s) on (2029-11-25 at the latest)',
    );
    expect(parse({ urgent: { ...urgent, nextReviewDue: '2027-11-26' } })).toThrow(
      'urgent: the next review is due more than 1 year(s) on (2027-11-25 at the latest)',
    );
    expect(parse({ home: { ...entry, nextReviewDue: '2026-11-25' } })).toThrow(
      'home: the next review is due before the last one',
    );
    expect(parse({ home: { ...entry, english: undefined } })).toThrow(
      'home: english needs the fingerprint of the English text the reviewer read',
    );
    const anonymous = { ...entry.translations.hi!, by: { name: '', role: 'translator' } };
    expect(parse({ home: { ...entry, translations: { hi: anonymous } } })).toThrow(
      "home: the hi check needs a YYYY-MM-DD date, the checker's name and role, and an English fingerprint",
    );
  });

  it('counts years from the day of the review', () => {
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

  it('every page no one has reviewed, even once every sample is replaced', () => {
    const problems = reviewProblems({
      record: recorded,
      english,
      facts: confirmedFacts,
      today: '2026-12-01',
    });
    const unreviewed = reviewedPages.filter((page) => !recorded[page]);
    expect(problems.filter((p) => p.kind === 'unreviewed').map((p) => p.page)).toEqual(unreviewed);
    if (unreviewed.includes('urgent'))
      expect(checkReviews(problems, true)).toMatchObject({
        refused: true,
        text: expect.stringContaining(
          'urgent: no one has reviewed it (npm run review:pack -- --reviewer oral-maxillofacial-surgeon)',
        ),
      });
  });

  it('nothing, for pages reviewed by named people on time and translations checked against today’s English', () => {
    expect(reviewProblems({ record, english, facts: confirmedFacts, today: '2026-12-01' })).toEqual(
      [],
    );
    expect(checkReviews([], true)).toEqual({
      text: 'every page reviewed, every translation checked',
      refused: false,
    });
  });

  it('a reviewer who is still a sample, naming each page', () => {
    const problems = reviewProblems({ record, english, facts: clinicFacts, today: '2026-12-01' });
    expect(problems).toHaveLength(reviewedPages.length);
    expect(problems.every((problem) => problem.kind === 'sample-reviewer')).toBe(true);
    expect(checkReviews(problems, true)).toMatchObject({
      refused: true,
      text: expect.stringContaining(
        'treatments/botox: reviewed by oral-maxillofacial-surgeon, still a sample in src/content/clinic-facts.yaml',
      ),
    });
    expect(checkReviews(problems, false).text).toContain(
      'privacy: reviewed by privacyContact, still a sample',
    );
  });

  it('only the pages of the reviewer still named by a sample', () => {
    const facts = {
      ...confirmedFacts,
      registrationNumbers: {
        ...confirmedFacts.registrationNumbers,
        'associate-dentist': sample('0000'),
      },
    };
    expect([...sampleReviewers(facts)]).toEqual(['associate-dentist']);
    expect([...sampleReviewers(clinicFacts)]).toEqual([
      ...clinicianSlugs,
      'privacyContact',
      'accessibilityContact',
    ]);
    const mixed = withReview(record, english, ['doctors/associate-dentist'], {
      reviewer: 'associate-dentist',
      date: '2026-11-25',
    });
    expect(
      reviewProblems({ record: mixed, english, facts, today: '2026-12-01' }).map((p) => p.page),
    ).toEqual(['doctors/associate-dentist']);
  });

  it('a review overdue on the build date, a year on for urgent help, the statements and Your visit', () => {
    const problems = reviewProblems({
      record,
      english,
      facts: confirmedFacts,
      today: '2027-11-25',
    });
    expect(problems.map((problem) => [problem.kind, problem.page])).toEqual([
      ['overdue', 'urgent'],
      ['overdue', 'urgent/thoughts-of-suicide'],
      ['overdue', 'urgent/chemical-in-eye-or-burn'],
      ['overdue', 'privacy'],
      ['overdue', 'accessibility'],
      ['overdue', 'visit'],
    ]);
    expect(checkReviews(problems, true)).toMatchObject({
      refused: true,
      text: expect.stringContaining(
        'urgent: review overdue, due 2027-11-25 (npm run review:pack -- --reviewer oral-maxillofacial-surgeon)',
      ),
    });
    expect(reviewProblems({ record, english, facts: confirmedFacts, today: '2027-11-24' })).toEqual(
      [],
    );
  });

  it('a care card changed to "wait until morning": urgent help and the treatment showing it, and every translation', () => {
    const changed = withEnglishChanged((files) => {
      const urgent = files.urgent as { situations: Record<string, { steps: string[] }> };
      urgent.situations['filler-warning-signs']!.steps[0] = 'Wait until morning.';
    });
    const problems = reviewProblems({
      record,
      english: changed,
      facts: confirmedFacts,
      today: '2026-12-01',
    });
    const pages = [...new Set(problems.map((problem) => problem.page))];
    expect(pages).toEqual(expect.arrayContaining(['urgent', 'treatments/dermal-fillers']));
    expect(pages).not.toContain('treatments/veneers');
    expect(problems.filter((p) => p.page === 'urgent').map((p) => [p.kind, p.language])).toEqual([
      ['english-changed', undefined],
      ...translatedLanguages.map((language) => ['stale-translation', language]),
    ]);
    expect(checkReviews(problems, true)).toMatchObject({
      refused: true,
      text: expect.stringContaining(
        'treatments/dermal-fillers: the English text changed after oral-maxillofacial-surgeon reviewed it on 2026-11-25',
      ),
    });
    // A translation is checked against reviewed English: not before the review.
    expect(() =>
      withTranslationCheck(record, changed, ['urgent'], {
        languages: ['hi'],
        date: '2026-12-01',
        by: checker,
      }),
    ).toThrow('urgent: the English text changed after it was reviewed on 2026-11-25');
    // Reviewed again, then each translation checked again, it is clear.
    const showing: PageId[] = [
      'urgent',
      ...situationsShowing('filler-warning-signs').map((slug) => `treatments/${slug}` as const),
    ];
    expect(showing).toEqual(expect.arrayContaining(['treatments/dermal-fillers']));
    expect(pages.sort()).toEqual([...showing].sort());
    const reviewed = withReview(record, changed, showing, {
      reviewer: 'oral-maxillofacial-surgeon',
      date: '2026-12-01',
    });
    const rechecked = withTranslationCheck(reviewed, changed, showing, {
      languages: translatedLanguages,
      date: '2026-12-01',
      by: checker,
    });
    expect(
      reviewProblems({
        record: rechecked,
        english: changed,
        facts: confirmedFacts,
        today: '2026-12-01',
      }),
    ).toEqual([]);
  });

  it('a translation no one has checked', () => {
    const reviewedOnly = withReview({}, english, ['home'], {
      reviewer: 'oral-maxillofacial-surgeon',
      date: '2026-11-25',
    });
    const problems = reviewProblems({
      record: reviewedOnly,
      english,
      facts: confirmedFacts,
      today: '2026-12-01',
    }).filter((problem) => problem.page === 'home');
    expect(problems.map((problem) => problem.message)).toEqual(
      translatedLanguages.map(
        (language) =>
          `home (${language}): no one has checked the translation (npm run review:pack -- --language ${language})`,
      ),
    );
  });
});

describe('what a page shows of its review', () => {
  const record = withTranslationCheck(
    withReview({}, english, ['treatments/botox'], {
      reviewer: 'visiting-dermatologist',
      date: '2026-11-25',
    }),
    english,
    ['treatments/botox'],
    { languages: ['hi'], date: '2026-11-27', by: checker },
  );

  it.each<[string, ReturnType<typeof shownReviewOf>]>([
    [
      'en',
      {
        reviewer: 'visiting-dermatologist',
        lastReviewed: '2026-11-25',
        nextReviewDue: '2029-11-25',
      },
    ],
    [
      'hi',
      {
        reviewer: 'visiting-dermatologist',
        lastReviewed: '2026-11-25',
        nextReviewDue: '2029-11-25',
        translation: { checked: '2026-11-27', by: checker },
      },
    ],
    [
      'ru',
      {
        reviewer: 'visiting-dermatologist',
        lastReviewed: '2026-11-25',
        nextReviewDue: '2029-11-25',
        translation: null,
      },
    ],
  ])('in %s', (language, shown) => {
    expect(shownReviewOf(record, english, 'treatments/botox', language as 'en')).toEqual(shown);
  });

  it('nothing for a page no one reviewed, or whose English changed since', () => {
    expect(shownReviewOf(record, english, 'treatments/veneers', 'en')).toBeUndefined();
    const changed = withEnglishChanged((files) => {
      const cosmetics = files.services.cosmetics as {
        treatments: Record<string, { summary: string }>;
      };
      cosmetics.treatments.botox!.summary += ' Changed.';
    });
    expect(shownReviewOf(record, changed, 'treatments/botox', 'hi')).toBeUndefined();
  });
});

describe('the pages a name stands for', () => {
  it('a treatment, a category with its treatments, a doctor, urgent help, every page', () => {
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
    expect(pagesNamed('urgent')).toEqual(['urgent']);
    expect(pagesNamed('privacy')).toEqual(['privacy']);
    expect(pagesNamed('all')).toEqual(reviewedPages);
    expect(() => pagesNamed('tooth-tattoo')).toThrow('no page "tooth-tattoo"');
  });
});

describe('npm run review', () => {
  let project: string;
  const now = new Date('2026-12-01T06:00:00Z');
  const run = (...argv: string[]) => review(argv, { root: project, now });
  const reviewFile = () => join(project, 'src/content/reviews.json');

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'reviews-'));
    cpSync(join(root, 'src/locales/en'), join(project, 'src/locales/en'), { recursive: true });
    cpSync(join(root, 'src/content/reviews.json'), reviewFile());
  });
  afterEach(() => {
    rmSync(project, { recursive: true, force: true });
  });

  it('records a review of a category and its treatments, with the English read', () => {
    const english = readEnglishFiles(project, clinicFacts);
    const record = withReview({}, english, pagesNamed('dental-treatment'), {
      reviewer: 'associate-dentist',
      date: '2026-11-30',
    });
    expect(Object.keys(record)).toHaveLength(12);
    expect(record['treatments/veneers']).toEqual({
      reviewer: 'associate-dentist',
      lastReviewed: '2026-11-30',
      nextReviewDue: '2029-11-30',
      english: englishFingerprint('treatments/veneers', english),
      translations: {},
    });
  });

  it('records who checked a translation, in what role, against the reviewed English', () => {
    const english = readEnglishFiles(project, clinicFacts);
    const reviewed = withReview({}, english, ['urgent'], {
      reviewer: 'oral-maxillofacial-surgeon',
      date: '2026-11-30',
    });
    expect(reviewed.urgent?.nextReviewDue).toBe('2027-11-30');
    const checked = withTranslationCheck(reviewed, english, ['urgent'], {
      languages: ['ch', 'fr'],
      date: '2026-12-01',
      by: checker,
    });
    const fingerprint = englishFingerprint('urgent', english);
    expect(checked.urgent?.translations).toEqual({
      fr: { checked: '2026-12-01', by: checker, english: fingerprint },
      ch: { checked: '2026-12-01', by: checker, english: fingerprint },
    });
    writeFileSync(reviewFile(), JSON.stringify(checked));
    // A changed English card stales the review and both checks; each names the pack to print.
    const file = join(project, 'src/locales/en/urgent.json');
    const urgent = JSON.parse(readFileSync(file, 'utf8')) as {
      situations: Record<string, { steps: string[] }>;
    };
    urgent.situations['filler-warning-signs']!.steps[0] = 'Wait until morning.';
    writeFileSync(file, JSON.stringify(urgent));
    const left = run();
    expect(left).toContain(
      '  - urgent: the English text changed after oral-maxillofacial-surgeon reviewed it on 2026-11-30 (npm run review:pack -- --reviewer oral-maxillofacial-surgeon)',
    );
    expect(left).toContain(
      '  - urgent (fr): the English text changed after R. Reader checked the translation on 2026-12-01 (npm run review:pack -- --language fr)',
    );
  });

  it('lists what is left to do when given no page', () => {
    const said = run();
    expect(said[0]).toMatch(/^\d+ to see to on 2026-12-01:$/);
    expect(said).toContain(
      '  - privacy: no one has reviewed it (npm run review:pack -- --reviewer privacyContact)',
    );
  });

  it('records nothing but from a signed pack, and says so', () => {
    const before = readFileSync(reviewFile(), 'utf8');
    expect(() => run('botox', '--by', 'visiting-dermatologist')).toThrow(
      '--by: a review or a translation check is recorded from the pack its person signed',
    );
    expect(() => run('botox', '--translation', 'hi', '--checker', 'R. Reader')).toThrow(
      '--translation: a review or a translation check is recorded from the pack its person signed',
    );
    expect(() => run('botox')).toThrow(
      'a review is recorded from the pack its reviewer signed: npm run review -- --pack <pack id or file> botox',
    );
    expect(() => run('--pack')).toThrow('--pack needs a value');
    expect(() => run('--frobnicate')).toThrow('unknown option --frobnicate');
    expect(readFileSync(reviewFile(), 'utf8')).toBe(before);
  });
});
