/**
 * Every sample on every built page (dist/, which `npm test` builds first): wherever a value the
 * clinic has yet to confirm is printed, in the forms the site prints it in each language (its
 * own formatters: rupees, dates, weekdays, names as each language writes them), the sample
 * marker follows it (src/components/SampleMark.tsx), and no sample telephone, e-mail, WhatsApp
 * or social address is a live link. Every `sample(…)` of the facts must have its printed forms
 * here, so a new sample cannot go unwatched. Each page is parsed once, with parse5.
 *
 * A page is read as its text, each marker written as `\u0001<fact>\u0002` and each block element
 * on a line of its own. A form is a value with the words beside it where the value alone would
 * be ambiguous (the 30 of "within 30 days", the 18% of a GST sentence), taken from the words'
 * templates, so that a changed sentence changes the form with it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { capitalized } from '../../src/content/clinic';
import { factsIn, placeholderFacts } from '../../src/content/facts';
import { createI18n } from '../../src/content/i18n';
import { openingHoursText } from '../../src/content/openingHours';
import { percent, rupeeRange, rupees } from '../../src/content/rupees';
import { samplesInUse } from '../../src/content/sample';
import { withoutMarks } from '../../src/content/sampleMarks';
import { allFacts } from '../../src/content/sampleReport';
import { spokenLanguages, weekdayList } from '../../src/content/visitFacts';
import { fullDate } from '../../src/lib/dates';
import { languages, languageTag, type Language } from '../../src/lib/languages';

type Node = DefaultTreeAdapterMap['node'];
type Words = Record<string, unknown>;

const dist = join(process.cwd(), 'dist');
const locales = join(process.cwd(), 'src', 'locales');
const htmlFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(folder, entry.name))
      : entry.name.endsWith('.html')
        ? [join(folder, entry.name)]
        : [],
  );

/** A language's words as written, placeholders and all: `{ ui: {...}, fees: {...} }`. */
function wordsOf(language: Language): Record<string, Words> {
  const folder = join(locales, language);
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.json'),
  );
  return Object.fromEntries(
    files.map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(folder, file), 'utf8')) as Words,
    ]),
  );
}
const words = Object.fromEntries(languages.map((language) => [language, wordsOf(language)]));

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((inner, key) => (inner as Words | undefined)?.[key], value);

/** A printed form: `text`, the value, between `before` and `after`, the words around it. */
interface Form {
  language?: Language;
  before: string;
  text: string;
  after: string;
  /** The facts it is the value of: the marker after it names one. */
  facts: Set<string>;
}

const forms = new Map<string, Form>();
function addForm(fact: string, text: string, language?: Language, before = '', after = '') {
  if (text === '') return;
  const key = JSON.stringify([language, before, text, after]);
  const known = forms.get(key);
  if (known) known.facts.add(fact);
  else forms.set(key, { language, before, text, after, facts: new Set([fact]) });
}

/**
 * The words around each `{{placeholder}}` in `language`'s files (`files`, or all): up to the
 * markup, another placeholder or 24 characters on each side.
 */
function contextsOf(language: Language, placeholder: string, files?: readonly string[]) {
  const texts = Object.entries(words[language] ?? {})
    .filter(([file]) => !files || files.includes(file))
    .flatMap(([, file]) => stringsIn(file));
  const found = new RegExp(`{{\\s*${placeholder}\\s*(?:,\\s*capitalized\\s*)?}}`, 'g');
  return texts.flatMap((text) =>
    [...text.matchAll(found)].map((match) => {
      const before =
        text
          .slice(0, match.index)
          .split(/[<>]|}}/)
          .at(-1) ?? '';
      const after = text.slice(match.index + match[0].length).split(/[<>]|{{/)[0] ?? '';
      return { before: before.slice(-24), after: after.slice(0, 24) };
    }),
  );
}

/** `value` as the words print it in `language`, by its placeholder's words around it. */
function addInContext(
  fact: string,
  value: string,
  language: Language,
  placeholder: string,
  files?: readonly string[],
) {
  for (const { before, after } of contextsOf(language, placeholder, files))
    addForm(fact, value, language, before, after);
}

/** Hrefs no page may hold: a sample reaches no one. */
const deadLinks = new Map<string, string>();

/** The facts with no printed form here: each must have one. */
const unknown: string[] = [];

/** The printed forms of the sample at `path`, its value `value`, in every language. */
async function addSample(path: string, value: unknown) {
  let known = true;
  const [group = '', name = ''] = path.split('.');
  const each = async (print: (language: Language) => void | Promise<void>) => {
    for (const language of languages) await print(language);
  };
  switch (group) {
    case 'phone':
    case 'injectionLine':
    case 'surgeonLine': {
      const { display, e164 } = value as { display: string; e164: string };
      addForm(path, display);
      deadLinks.set(`tel:${e164}`, path);
      break;
    }
    case 'whatsapp':
      addForm(path, String(value));
      deadLinks.set(`https://wa.me/${String(value)}`, path);
      break;
    case 'email':
      addForm(path, String(value));
      deadLinks.set(`mailto:${String(value)}`, path);
      break;
    case 'contentEmail':
      // Not printed: the link's words stand for it, marked (test/build/mistakeReport.test.tsx),
      // and the privacy notice names those words as a link's.
      deadLinks.set(`mailto:${String(value)}`, path);
      break;
    case 'social': {
      const urls = Object.values(value as Record<string, string>);
      for (const url of urls) {
        addForm(path, url);
        deadLinks.set(url, path);
      }
      const hosts = [...new Set(urls.map((url) => new URL(url).host))].join(', ');
      await each((language) => {
        addInContext(path, hosts, language, 'hosts', ['statements']);
      });
      break;
    }
    case 'openDays':
      await each(async (language) => {
        const { t } = await createI18n(language);
        const hours = withoutMarks(openingHoursText(t, language));
        addForm(path, hours.openDays, language);
        if (hours.closedDays) addForm(path, hours.closedDays, language);
        // The contact page's table: a closed day's cell.
        addForm(path, t('contact.closed'), language, '\n', '\n');
      });
      break;
    case 'doctorNames':
      await each((language) => {
        const names = (value as Record<Language, Record<string, string[]>>)[language];
        for (const name of Object.values(names).flat()) {
          addForm(path, name, language);
          addForm(path, capitalized(name), language);
        }
      });
      break;
    case 'registrationNumbers':
      for (const number of new Set(Object.values(value as Record<string, string>)))
        addForm(path, number);
      break;
    case 'registrationBodies':
      await each((language) => {
        const council = at(words[language]?.ui, `review.councils.${String(value)}`);
        addInContext(path, String(council), language, 'council', ['ui']);
      });
      break;
    case 'clinicRegistration':
      addForm(path, String(value));
      break;
    case 'privacyContact':
    case 'accessibilityContact':
      addForm(path, (value as { name: string }).name);
      break;
    case 'wordsToConfirm':
      await each((language) => {
        for (const key of value as string[])
          for (const text of stringsIn(at(words[language]?.ui, key))) addForm(path, text, language);
      });
      break;
    case 'surgeryHospital':
      await each((language) => {
        const hospital = (value as Record<Language, string>)[language];
        addForm(path, hospital, language);
        addInContext(path, hospital, language, 'hospital', ['ui']);
      });
      break;
    case 'consultantDays':
      await each((language) => {
        for (const days of Object.values(value as Record<string, number[]>))
          addInContext(path, weekdayList(days, language), language, 'days', ['ui']);
      });
      break;
    case 'busStop':
      await each((language) => {
        const stop = (value as Record<Language, string>)[language];
        addForm(path, stop, language);
        addInContext(path, stop, language, 'busStop');
      });
      break;
    case 'languagesSpoken':
      await each((language) => {
        addForm(path, spokenLanguages(language), language);
      });
      break;
    case 'closures':
      await each((language) => {
        const holidays = at(words[language]?.visit, 'holidays') as Record<string, string>;
        for (const { date, holiday } of value as { date: string; holiday: string }[])
          addForm(path, fullDate(date, language), language, '', ` – ${holidays[holiday] ?? ''}`);
      });
      break;
    case 'fees':
      await each((language) => {
        const fees = ['fees'];
        if (name === 'consultation')
          addInContext(path, rupees(Number(value), language), language, 'fee', fees);
        else if (name === 'gstPercent')
          addInContext(path, percent(Number(value), language), language, 'rate', fees);
        else if (name === 'paymentMethods')
          for (const method of value as string[]) {
            const shown = at(words[language]?.fees, `page.payment.methods.${method}`);
            addForm(path, String(shown), language, '\n', '\n');
          }
        else if (name === 'treatments' && value === 'after-consultation')
          addForm(path, String(at(words[language]?.fees, 'line.afterConsultation')), language);
        else if (name === 'treatments') {
          const { from, to } = value as { from: number; to: number };
          addForm(path, rupeeRange(from, to, language), language);
        } else known = false;
      });
      break;
    case 'confirmedOn':
      // Never printed while a sample; a page that names it names it as "last confirmed on".
      await each((language) => {
        addInContext(path, fullDate(String(value), language), language, 'date', ['fees']);
      });
      break;
    default:
      known = false;
  }
  // The facts the build fills into the words, by every placeholder that names them.
  const placeholders = Object.entries(placeholderFacts).filter(([, fact]) => fact === path);
  for (const [placeholder] of placeholders)
    await each((language) => {
      const shown = factsIn(language)[placeholder] ?? '';
      addInContext(path, shown, language, placeholder);
      // Long enough to be this fact's wherever it shows (a date or a number of days is not).
      if (shown.length >= 12 && !/\d{4}/.test(shown)) addForm(path, shown, language);
    });
  if (!known && placeholders.length === 0) unknown.push(path);
}

const block = new Set(
  'address article aside blockquote br caption dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header li main nav ol p section summary table td th tr ul'.split(
    ' ',
  ),
);
const skipped = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);

/** A page as text, its markers as `\u0001<fact>\u0002`, and its links. */
function read(node: Node, page: { text: string; hrefs: string[] }) {
  if (node.nodeName === '#text') {
    page.text += (node as DefaultTreeAdapterMap['textNode']).value;
    return;
  }
  if (!('tagName' in node)) {
    for (const child of 'childNodes' in node ? node.childNodes : []) read(child, page);
    return;
  }
  if (skipped.has(node.tagName)) return;
  const attribute = (name: string) => node.attrs.find((attr) => attr.name === name)?.value;
  const sample = attribute('data-sample');
  if (sample !== undefined) {
    page.text += `\u0001${sample}\u0002`;
    return;
  }
  const href = attribute('href');
  if (node.tagName === 'a' && href !== undefined) page.hrefs.push(href);
  if (block.has(node.tagName)) page.text += '\n';
  for (const child of node.childNodes) read(child, page);
  if (block.has(node.tagName)) page.text += '\n';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where on `text` each form is, marked or not, and the fact its marker names. */
function placesOf(form: Form, text: string) {
  const digits = /^\d/.test(form.text) ? '(?<!\\d)' : '';
  const value = `${escape(form.before)}(${escape(form.text)})`;
  const end = /\d$/.test(form.text) && form.after === '' ? '(?!\\d)' : '';
  const found = new RegExp(
    `${digits}${value}${end}(?:\u0001([^\u0002]*)\u0002)?${escape(form.after)}`,
    'gd',
  );
  return [...text.matchAll(found)].map((match) => {
    const [start = 0, stop = 0] = match.indices?.[1] ?? [];
    return { start, stop, marker: match[2] };
  });
}

/** The facts found marked where their forms are, on any page. */
const markedFacts = new Set<string>();

/** The problems of one page: a sample unmarked or marked as another fact, or linked. */
function problemsOf(html: string, language: Language | undefined, shown: readonly Form[]) {
  const page = { text: '', hrefs: [] as string[] };
  read(parse(html), page);
  const problems: string[] = [];
  for (const href of page.hrefs) {
    // A prefilled message or mail (`?text=`, `?subject=`) to a sample reaches no one either.
    const fact = deadLinks.get(href) ?? deadLinks.get(href.split('?')[0] ?? '');
    if (fact) problems.push(`a link to ${href}, a sample (${fact})`);
  }
  const leaked = /(?:<|&lt;|\\u003c)sample:[\w.-]+(?:>|&gt;|\\u003e)/i.exec(html);
  if (leaked) problems.push(`a marker left as text: ${leaked[0]}`);
  const here = shown.filter(
    (form) =>
      (form.language === undefined || form.language === language) && page.text.includes(form.text),
  );
  const places = here.map((form) => ({ form, places: placesOf(form, page.text) }));
  // A value inside a longer one (0000 in GOA-CE-0000, 示例医生 in 示例医生（A）) is that one's.
  const spans = places.flatMap(({ form }) =>
    [...page.text.matchAll(new RegExp(escape(form.text), 'g'))].map((match) => ({
      start: match.index,
      stop: match.index + form.text.length,
    })),
  );
  for (const { form, places: found } of places)
    for (const { start, stop, marker } of found) {
      const inside = spans.some(
        (span) => span.start <= start && span.stop >= stop && span.stop - span.start > stop - start,
      );
      if (inside) continue;
      const where = `"${page.text.slice(Math.max(0, start - 30), stop + 30).replace(/\s+/g, ' ')}"`;
      const facts = [...form.facts].join(' or ');
      if (marker === undefined) problems.push(`${form.text} (${facts}) unmarked: ${where}`);
      else if (!form.facts.has(marker))
        problems.push(`${form.text} (${facts}) marked as ${marker}: ${where}`);
      else markedFacts.add(marker);
    }
  return problems;
}

describe('every sample on every built page', () => {
  const files = htmlFiles(dist);
  let shown: Form[] = [];

  beforeAll(async () => {
    for (const { path, value } of samplesInUse(allFacts)) await addSample(path, value);
    shown = [...forms.values()];
    // The same words may be the value of several facts ("to be confirmed by the clinic."): a
    // marker of any of them is theirs.
    const factsOfText = new Map<string, Set<string>>();
    for (const form of shown) {
      const key = `${form.language ?? ''} ${form.text}`;
      factsOfText.set(key, new Set([...(factsOfText.get(key) ?? []), ...form.facts]));
    }
    for (const form of shown)
      form.facts = factsOfText.get(`${form.language ?? ''} ${form.text}`) ?? form.facts;
    // Rendering every sample's forms takes about 4 s on a quiet machine; `npm test` runs the
    // browsers beside it.
  }, 60_000);

  it('has its printed forms here, for every sample of the facts', () => {
    expect(unknown).toEqual([]);
    expect(shown.length).toBeGreaterThan(100);
    expect(deadLinks.size).toBeGreaterThan(5);
  });

  it('is shown with its marker, and no sample address is a link, on all 320 pages', () => {
    expect(files.length).toBe(320);
    const problems = files.flatMap((file) => {
      const html = readFileSync(file, 'utf8');
      const tag = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
      const language = languages.find((candidate) => languageTag[candidate] === tag);
      return problemsOf(html, language, shown).map(
        (problem) => `${relative(dist, file)}: ${problem}`,
      );
    });
    expect(problems).toEqual([]);
    // The check finds what it looks for: every sample the pages print, found, marked. Not
    // printed while samples: the doctors' day-and-night lines, the content e-mail and the WhatsApp number (a card
    // says the number is to be confirmed), and the days facts were confirmed.
    const unprinted = /^(injectionLine|surgeonLine|whatsapp|contentEmail|confirmedOn\.)/;
    expect(
      samplesInUse(allFacts)
        .map(({ path }) => path)
        .filter((path) => !unprinted.test(path) && !markedFacts.has(path)),
    ).toEqual([]);
  });
});
