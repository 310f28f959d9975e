/**
 * The clinic's one command for the review record (src/content/reviews.json, docs/content.md).
 * It records what a person of the clinic did, on the day they did it, from the pack they signed
 * (npm run review:pack printed it): a record always names its pack.
 *
 *   npm run review -- --pack <pack> [<page>…] [--date YYYY-MM-DD] [--next YYYY-MM-DD]
 *   npm run review -- --pack <pack> [<page>…] --checker <name> --role <role> [--date YYYY-MM-DD]
 *   npm run review                       what is unreviewed, overdue or stale today
 */
import { clinicFacts } from '../../src/content/clinicFacts';
import { changedSincePrinted, readPack, type Pack } from '../packs/packs.ts';
import {
  clinicToday,
  englishFingerprint,
  maxReviewYearsOf,
  pagesNamed,
  parseDate,
  readEnglishFiles,
  readLanguageFiles,
  readReviewRecord,
  reviewProblems,
  reviewRecordFile,
  withReview,
  withTranslationCheck,
  writeReviewRecord,
  yearsAfter,
  type EnglishFiles,
  type ReviewRecord,
} from './pageReviews';

const usage = [
  'npm run review -- --pack <pack id or file> [<page>…] [--date YYYY-MM-DD] [--next YYYY-MM-DD]',
  "    records the review the pack's reviewer signed (npm run review:pack printed it): every page",
  '    of the pack, or the pages named; --date is the day they signed',
  'npm run review -- --pack <pack id or file> [<page>…] --checker <name> --role <role>',
  '    [--date YYYY-MM-DD]',
  '    records the translation check signed on a translation pack, for its pages whose English',
  '    is reviewed',
  'npm run review',
  '    lists what is unreviewed, overdue or stale today',
  '<page>: a treatment (botox), a category (cosmetics: its page and its treatments),',
  '    a doctor (associate-dentist), home, urgent, privacy, accessibility, visit, doctors, all,',
  '    or a page as the record names it (treatments/botox, categories/cosmetics)',
];

const valueOptions = ['pack', 'checker', 'role', 'date', 'next'] as const;

/** The forms that recorded without a pack, before there were packs. */
const withoutPack = ['--by', '--translation'];

type Options = { pages: string[] } & Partial<Record<(typeof valueOptions)[number], string>>;

function parseArguments(argv: readonly string[]): Options {
  const options: Options = { pages: [] };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    const [flag, inline] = argument.startsWith('--') ? argument.split('=', 2) : [argument];
    const name = flag?.slice(2) as (typeof valueOptions)[number];
    if (flag !== undefined && withoutPack.includes(flag))
      throw new Error(
        `${flag}: a review or a translation check is recorded from the pack its person signed: print it (npm run review:pack -- --reviewer <id>, or -- --language <lng>), then npm run review -- --pack <pack id or file>`,
      );
    if (flag?.startsWith('--') && valueOptions.includes(name)) {
      const value = inline ?? argv[++index];
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      options[name] = value;
    } else if (argument.startsWith('-')) {
      throw new Error(`unknown option ${argument}\n${usage.join('\n')}`);
    } else options.pages.push(argument);
  }
  return options;
}

/** Runs the command; returns what it says. Throws with a message for a mistake. */
export function review(
  argv: readonly string[],
  { root, now = new Date() }: { root: string; now?: Date },
): string[] {
  const options = parseArguments(argv);
  const today = clinicToday(clinicFacts.utcOffsetMinutes, now);
  const record = readReviewRecord(root);
  const english = readEnglishFiles(root, clinicFacts);

  if (options.pack === undefined) {
    if (options.pages.length > 0)
      throw new Error(
        `a review is recorded from the pack its reviewer signed: npm run review -- --pack <pack id or file> ${options.pages.join(' ')}`,
      );
    const problems = reviewProblems({ record, english, facts: clinicFacts, today });
    return problems.length === 0
      ? [`every page is reviewed and every translation checked (${today})`]
      : [
          `${String(problems.length)} to see to on ${today}:`,
          ...problems.map((p) => `  - ${p.message}`),
        ];
  }
  const date = options.date ?? today;
  if (!parseDate(date)) throw new Error(`--date ${date} is not a YYYY-MM-DD date`);
  if (date > today) throw new Error(`--date ${date} is after today (${today})`);
  if (options.next !== undefined && !parseDate(options.next))
    throw new Error(`--next ${options.next} is not a YYYY-MM-DD date`);
  return recordPack(readPack(root, options.pack), options, { root, record, english, date });
}

/**
 * Records what a signed pack lists (all its pages, or those named): a review by its reviewer, or
 * a translation check of its language by the checker named, each keeping the pack's id. Refuses a
 * pack whose text changed after it was printed, and a date before it was.
 */
function recordPack(
  pack: Pack,
  options: Options,
  {
    root,
    record,
    english,
    date,
  }: { root: string; record: ReviewRecord; english: EnglishFiles; date: string },
): string[] {
  const reprint =
    pack.kind === 'review'
      ? `npm run review:pack -- --reviewer ${pack.reviewer}`
      : `npm run review:pack -- --language ${pack.language}`;
  const changed = changedSincePrinted(
    pack,
    english,
    pack.kind === 'translation' ? readLanguageFiles(root, pack.language, clinicFacts) : undefined,
  );
  if (changed.length > 0)
    throw new Error(
      `${changed.join('; ')}: print a new pack (${reprint}), have it signed, and record that one. Nothing was recorded from ${pack.id}.`,
    );
  if (date < pack.printed)
    throw new Error(`--date ${date} is before the pack was printed (${pack.printed})`);
  const inPack = pack.pages.map(({ page }) => page);
  const named = [...new Set(options.pages.flatMap(pagesNamed))];
  const outside = named.filter((page) => !inPack.includes(page));
  if (outside.length > 0)
    throw new Error(`the pack ${pack.id} does not hold ${outside.join(', ')}`);
  const pages = named.length > 0 ? named : inPack;

  if (pack.kind === 'review') {
    writeReviewRecord(
      root,
      withReview(record, english, pages, {
        reviewer: pack.reviewer,
        date,
        pack: pack.id,
        ...(options.next === undefined ? {} : { nextDue: options.next }),
      }),
    );
    return [
      `${reviewRecordFile}: ${String(pages.length)} page(s) reviewed by ${pack.reviewer} on ${date}, from the pack ${pack.id}:`,
      ...pages.map(
        (page) =>
          `  ${page}, next review due ${options.next ?? yearsAfter(date, maxReviewYearsOf(page))}`,
      ),
    ];
  }
  if (options.checker === undefined || options.role === undefined)
    throw new Error(
      'a translation check records who checked it: --checker <name> --role <role> (e.g. --role "medical translator")',
    );
  // A translation is checked against reviewed English: the pack's other pages wait for theirs.
  const reviewed = pages.filter(
    (page) => record[page]?.english === englishFingerprint(page, english),
  );
  const waiting = pages.filter((page) => !reviewed.includes(page));
  if (named.length > 0 && waiting.length > 0)
    throw new Error(
      `${waiting.join(', ')}: no review of the English as it now reads, so no translation of it can be checked yet`,
    );
  if (reviewed.length === 0)
    throw new Error(
      `none of the pages of ${pack.id} has its English reviewed yet: record the doctors' packs first`,
    );
  writeReviewRecord(
    root,
    withTranslationCheck(record, english, reviewed, {
      languages: [pack.language],
      date,
      by: { name: options.checker, role: options.role },
      pack: pack.id,
    }),
  );
  return [
    `${reviewRecordFile}: ${pack.language} checked by ${options.checker} (${options.role}) on ${date} against the reviewed English text of ${String(reviewed.length)} page(s), from the pack ${pack.id}:`,
    ...reviewed.map((page) => `  ${page}`),
    ...(waiting.length > 0
      ? [
          `${String(waiting.length)} page(s) of the pack wait for their English to be reviewed; record from this pack again once it is.`,
        ]
      : []),
  ];
}
