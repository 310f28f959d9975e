/**
 * The clinic's one command for the review record (src/content/reviews.json, docs/content.md):
 *
 *   npm run review -- <page>… --by <doctor> [--date YYYY-MM-DD] [--next YYYY-MM-DD]
 *   npm run review -- <page>… --translation <lng>[,<lng>…] [--date YYYY-MM-DD]
 *   npm run review                       what is unreviewed, overdue or stale today
 */
import { clinicFacts } from '../../src/content/clinicFacts';
import {
  clinicToday,
  maxReviewYears,
  pagesNamed,
  parseDate,
  readEnglishFiles,
  readReviewRecord,
  reviewProblems,
  reviewRecordFile,
  translatedLanguages,
  withClinicalReview,
  withTranslationCheck,
  writeReviewRecord,
  yearsAfter,
  type PageId,
  type TranslatedLanguage,
} from '../../src/content/pageReviews';

const usage = [
  'npm run review -- <page>… --by <doctor> [--date YYYY-MM-DD] [--next YYYY-MM-DD]',
  '    records a clinical review: last reviewed on --date (today), next due on --next',
  '    (three years on, the most allowed)',
  'npm run review -- <page>… --translation <hi|ru|fr|ch|all>[,…] [--date YYYY-MM-DD]',
  '    records a translation check against the English text as it is now',
  'npm run review',
  '    lists what is unreviewed, overdue or stale today',
  '<page>: a treatment (botox), a category (cosmetics: its page and its treatments),',
  '    a doctor (associate-dentist), home, doctors, all, or a page as the record names it',
  '    (treatments/botox, categories/cosmetics, doctors/associate-dentist)',
];

interface Options {
  pages: string[];
  by?: string;
  translation?: string;
  date?: string;
  next?: string;
}

function parseArguments(argv: readonly string[]): Options {
  const options: Options = { pages: [] };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    const [flag, inline] = argument.startsWith('--') ? argument.split('=', 2) : [argument];
    if (flag === '--by' || flag === '--translation' || flag === '--date' || flag === '--next') {
      const value = inline ?? argv[++index];
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      options[flag.slice(2) as 'by' | 'translation' | 'date' | 'next'] = value;
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
  const english = readEnglishFiles(root);

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
    throw new Error(`give either --by <doctor> or --translation <lng>\n${usage.join('\n')}`);

  const pages = [...new Set(options.pages.flatMap(pagesNamed))] as PageId[];
  const date = options.date ?? today;
  if (!parseDate(date)) throw new Error(`--date ${date} is not a YYYY-MM-DD date`);
  if (date > today) throw new Error(`--date ${date} is after today (${today})`);

  if (options.by !== undefined) {
    if (options.next !== undefined && !parseDate(options.next))
      throw new Error(`--next ${options.next} is not a YYYY-MM-DD date`);
    const next = withClinicalReview(record, pages, {
      reviewer: options.by,
      date,
      ...(options.next === undefined ? {} : { nextDue: options.next }),
    });
    writeReviewRecord(root, next);
    const due = options.next ?? yearsAfter(date, maxReviewYears);
    return [
      `${reviewRecordFile}: ${String(pages.length)} page(s) reviewed by ${options.by} on ${date}, next review due ${due}:`,
      ...pages.map((page) => `  ${page}`),
    ];
  }
  const checked = languagesNamed(options.translation ?? '');
  writeReviewRecord(
    root,
    withTranslationCheck(record, english, pages, { languages: checked, date }),
  );
  return [
    `${reviewRecordFile}: ${checked.join(', ')} checked on ${date} against the English text of ${String(pages.length)} page(s):`,
    ...pages.map((page) => `  ${page}`),
  ];
}
