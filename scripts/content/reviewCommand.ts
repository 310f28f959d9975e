/**
 * The clinic's one command for the review record (src/content/reviews.json, docs/content.md).
 * It records what a person of the clinic did, on the day they did it:
 *
 *   npm run review -- <page>… --by <reviewer> [--date YYYY-MM-DD] [--next YYYY-MM-DD]
 *   npm run review -- <page>… --translation <lng>[,<lng>…] --checker <name> --role <role>
 *                     [--date YYYY-MM-DD]
 *   npm run review                       what is unreviewed, overdue or stale today
 */
import { clinicFacts } from '../../src/content/clinicFacts';
import {
  clinicToday,
  maxReviewYearsOf,
  pagesNamed,
  parseDate,
  readEnglishFiles,
  readReviewRecord,
  reviewProblems,
  reviewRecordFile,
  translatedLanguages,
  withReview,
  withTranslationCheck,
  writeReviewRecord,
  yearsAfter,
  type PageId,
  type TranslatedLanguage,
} from './pageReviews';

const usage = [
  'npm run review -- <page>… --by <reviewer> [--date YYYY-MM-DD] [--next YYYY-MM-DD]',
  '    records that <reviewer> read the English text of the pages as it is now: a clinician',
  '    in whose field the page lies (oral-maxillofacial-surgeon, associate-dentist,',
  '    visiting-dermatologist, visiting-psychiatrist), or for a statement privacyContact or',
  '    accessibilityContact; last reviewed on --date (today), next due on --next (three years',
  '    on, one year for urgent help, the statements and visit: the most allowed)',
  'npm run review -- <page>… --translation <hi|ru|fr|ch|all>[,…] --checker <name> --role <role>',
  '    [--date YYYY-MM-DD]',
  '    records that <name>, a reader of the language, checked the translation against the',
  '    reviewed English text as it is now',
  'npm run review',
  '    lists what is unreviewed, overdue or stale today',
  '<page>: a treatment (botox), a category (cosmetics: its page and its treatments),',
  '    a doctor (associate-dentist), home, urgent, privacy, accessibility, visit, doctors, all,',
  '    or a page as the record names it (treatments/botox, categories/cosmetics)',
];

const valueOptions = ['by', 'translation', 'checker', 'role', 'date', 'next'] as const;

type Options = { pages: string[] } & Partial<Record<(typeof valueOptions)[number], string>>;

function parseArguments(argv: readonly string[]): Options {
  const options: Options = { pages: [] };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    const [flag, inline] = argument.startsWith('--') ? argument.split('=', 2) : [argument];
    const name = flag?.slice(2) as (typeof valueOptions)[number];
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

/** `hi,ru`, `all`; `zh`, the language's address, is accepted for `ch`. */
function languagesNamed(list: string): TranslatedLanguage[] {
  if (list === 'all') return [...translatedLanguages];
  return list.split(',').map((name) => {
    const language = name.trim() === 'zh' ? 'ch' : name.trim();
    if (!(translatedLanguages as readonly string[]).includes(language))
      throw new Error(`no translated language "${name}": ${translatedLanguages.join(', ')}, all`);
    return language as TranslatedLanguage;
  });
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

  if (options.pages.length === 0) {
    if (options.by ?? options.translation) throw new Error('name the page(s) to record');
    const problems = reviewProblems({ record, english, facts: clinicFacts, today });
    return problems.length === 0
      ? [`every page is reviewed and every translation checked (${today})`]
      : [
          `${String(problems.length)} to see to on ${today}:`,
          ...problems.map((p) => `  - ${p.message}`),
        ];
  }
  if ((options.by === undefined) === (options.translation === undefined))
    throw new Error(`give either --by <reviewer> or --translation <lng>\n${usage.join('\n')}`);

  const pages = [...new Set(options.pages.flatMap(pagesNamed))] as PageId[];
  const date = options.date ?? today;
  if (!parseDate(date)) throw new Error(`--date ${date} is not a YYYY-MM-DD date`);
  if (date > today) throw new Error(`--date ${date} is after today (${today})`);

  if (options.by !== undefined) {
    if (options.next !== undefined && !parseDate(options.next))
      throw new Error(`--next ${options.next} is not a YYYY-MM-DD date`);
    const next = withReview(record, english, pages, {
      reviewer: options.by,
      date,
      ...(options.next === undefined ? {} : { nextDue: options.next }),
    });
    writeReviewRecord(root, next);
    return [
      `${reviewRecordFile}: ${String(pages.length)} page(s) reviewed by ${options.by} on ${date}:`,
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
  const checked = languagesNamed(options.translation ?? '');
  writeReviewRecord(
    root,
    withTranslationCheck(record, english, pages, {
      languages: checked,
      date,
      by: { name: options.checker, role: options.role },
    }),
  );
  return [
    `${reviewRecordFile}: ${checked.join(', ')} checked by ${options.checker} (${options.role}) on ${date} against the reviewed English text of ${String(pages.length)} page(s):`,
    ...pages.map((page) => `  ${page}`),
  ];
}
