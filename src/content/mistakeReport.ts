/**
 * The e-mail a visitor writes to report a mistake on a page: to the clinic's content contact,
 * the subject naming the page, the body a question to answer and, under a rule, the page's
 * address, language and the fingerprint of the text shown (src/content/pageChanges.json), so the
 * clinic knows which text the visitor read. `parseMistakeReport` reads those three back.
 */
export interface MistakeReportWords {
  subject: string;
  question: string;
  page: string;
  language: string;
  version: string;
}

export interface ReportedPage {
  /** The page's canonical address, whole. */
  url: string;
  /** Its language's BCP 47 tag. */
  language: string;
  /** The fingerprint of its text; none while unknown (a page moved to, offline). */
  fingerprint?: string;
}

const rule = '—';

export function mistakeReportHref(
  email: string,
  words: MistakeReportWords,
  page: ReportedPage,
): string {
  const body = [
    words.question,
    '',
    '',
    rule,
    `${words.page}: ${page.url}`,
    `${words.language}: ${page.language}`,
    ...(page.fingerprint ? [`${words.version}: ${page.fingerprint}`] : []),
  ].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(words.subject)}&body=${encodeURIComponent(body)}`;
}

/** The page a report's link names, read from its body's lines under the rule. */
export function parseMistakeReport(href: string): ReportedPage | undefined {
  const query = href.split('?')[1];
  const body = new URLSearchParams(query?.replaceAll('+', '%2B')).get('body');
  const lines = body?.split('\n');
  const ruleAt = lines?.lastIndexOf(rule) ?? -1;
  if (!lines || ruleAt < 0) return undefined;
  const [url, language, fingerprint] = lines
    .slice(ruleAt + 1)
    .map((line) => line.slice(line.indexOf(': ') + 2));
  if (!url || !language) return undefined;
  return { url, language, ...(fingerprint && { fingerprint }) };
}
