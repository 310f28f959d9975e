/**
 * A pack as one HTML document to print (A4, a print stylesheet): a cover listing its pages with
 * their fingerprints and a place to sign the pack, then each page on its own sheets with a place
 * to sign and date it; the pack's id at the top of every printed sheet. The pack's list travels
 * in the file (`packManifest`), so the file alone can be recorded from.
 */
import { withFacts } from '../../src/content/facts.ts';
import { splitMarks } from '../../src/content/sampleMarks.ts';
import { languageTag, type Language } from '../../src/lib/languages.ts';
import type { PageId } from '../content/pageReviews.ts';
import { siteAddressOf } from './pageText.ts';
import { packManifest, pageCount, type Pack } from './packs.ts';

export const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const style = (id: string) => `
@page { size: A4; margin: 18mm 16mm 18mm 16mm;
  @top-left { content: "Pack ${id}"; font: 9pt system-ui, sans-serif; color: #333; }
  @bottom-right { content: "Sheet " counter(page) " of " counter(pages); font: 9pt system-ui, sans-serif; color: #333; }
}
body { font: 11pt/1.45 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans CJK SC', system-ui, sans-serif;
  color: #111; max-width: 48rem; margin: 1.5rem auto; padding: 0 1rem; }
h1 { font-size: 18pt; margin: 0 0 .3rem; } h2 { font-size: 14pt; } h3, h4 { font-size: 12pt; }
.pack-id { font: 10pt ui-monospace, monospace; }
.page { break-before: page; }
.page-head { border-bottom: 2px solid #111; margin-bottom: .8rem; padding-bottom: .3rem; }
.page-head h2 { margin: 0; }
.page-head p, .meta { margin: .1rem 0; font-size: 9.5pt; color: #333; }
.fingerprint { font-family: ui-monospace, monospace; }
.text { border-left: 3px solid #bbb; padding-left: .8rem; }
.text h1, .text h2, .text h3, .text h4 { font-size: 12pt; margin: .8rem 0 .2rem; }
.text p, .text ul, .text ol { margin: .3rem 0; }
.sample-mark { font-size: 8pt; border: 1px solid #a33; color: #a33; padding: 0 .2em; margin-left: .2em; border-radius: 2px; }
.care-card-level { font-weight: bold; }
.text .button { display: inline-block; border: 1px solid #555; border-radius: 3px; padding: 0 .4em; margin: .1rem .4rem .1rem 0; }
.sign { break-inside: avoid; border: 1.5px solid #111; padding: .6rem .8rem; margin-top: 1rem; }
.sign p { margin: .2rem 0; }
.line { display: inline-block; min-width: 14rem; border-bottom: 1px solid #111; height: 1.4rem; vertical-align: bottom; }
.line.short { min-width: 8rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: .25rem .4rem; vertical-align: top; text-align: left; }
th { background: #eee; }
.contents td { font-size: 9.5pt; padding: .1rem .4rem; }
.contents .fingerprint { white-space: nowrap; font-size: 8.5pt; }
.contents .signed { width: 5rem; }
.side-by-side td { width: 50%; }
.key { display: block; font: 8pt ui-monospace, monospace; color: #555; }
.missing { color: #a33; font-style: italic; }
tr { break-inside: avoid; }
@media print { body { margin: 0; max-width: none; padding: 0; } }
`;

/** A text with the facts' placeholders filled as the site fills them, each sample marked. */
function shown(text: string, language: Language): string {
  return splitMarks(withFacts(text, language, true))
    .map((part) =>
      typeof part === 'string' ? escaped(part) : '<span class="sample-mark">sample</span>',
    )
    .join('');
}

function document(pack: Pack, title: string, lang: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escaped(title)} · ${escaped(pack.id)}</title>
<style>${style(pack.id)}</style>
${packManifest(pack)}
</head><body>
${body}
</body></html>
`;
}

function contents(pack: Pack): string {
  const rows = pack.pages
    .map(
      ({ page, english, translation }, index) =>
        `<tr><td>${String(index + 1)}</td><td>${escaped(page)}</td><td class="fingerprint">${english}${translation ? `<br>${translation}` : ''}</td><td></td></tr>`,
    )
    .join('\n');
  const fingerprints =
    pack.kind === 'translation' ? 'Fingerprints (English, translation)' : 'Fingerprint';
  return `<table class="contents"><thead><tr><th>#</th><th>Page</th><th>${fingerprints}</th><th class="signed">Signed</th></tr></thead><tbody>
${rows}
</tbody></table>`;
}

function packSignature(what: string): string {
  return `<div class="sign"><p><strong>For the whole pack.</strong> ${escaped(what)}</p>
<p>Name <span class="line"></span></p>
<p>Signature <span class="line"></span> Date <span class="line short"></span></p></div>`;
}

function pageSignature(what: string): string {
  return `<div class="sign"><p>${escaped(what)}</p>
<p>Signature <span class="line"></span> Date <span class="line short"></span></p>
<p>Changes needed (written on this page): yes / no</p></div>`;
}

function pageHead(index: number, page: PageId, fingerprints: string): string {
  return `<header class="page-head"><h2>${String(index + 1)}. ${escaped(page)}</h2>
<p>On the site at ${escaped(siteAddressOf(page).path)} · ${fingerprints}</p></header>`;
}

/** A reviewer's pack: each page's English as the site shows it (`htmlOf`). */
export function reviewPackHtml(
  pack: Pack & { kind: 'review' },
  reviewerName: string,
  htmlOf: (page: PageId) => string,
): string {
  const cover = `<section class="cover">
<h1>Review pack: ${escaped(reviewerName)}</h1>
<p class="pack-id">Pack ${escaped(pack.id)} · printed ${pack.printed} · ${pageCount(pack)}</p>
<p>These are the pages of the clinic's website that you answer for, in English, exactly as a patient reads them. A fact the clinic has not yet given is shown with its sample value and marked <span class="sample-mark">sample</span>.</p>
<p>Read each page. If it is correct and safe for patients, sign and date it at its foot. If it is not, write the changes on the page and do not sign it. Then sign below for the pack, and return it to the clinic.</p>
<p>The fingerprint of each page identifies its text: if the text changes after this pack was printed, this pack cannot be recorded and a new one is printed.</p>
${contents(pack)}
${packSignature(`I have read the pages of this pack that I signed, as printed, and they are correct and safe for patients.`)}
</section>`;
  const pages = pack.pages
    .map(
      ({ page, english }, index) => `<section class="page">
${pageHead(index, page, `English fingerprint <span class="fingerprint">${english}</span>`)}
<div class="text">${htmlOf(page)}</div>
${pageSignature(`I have read this page (${page}) as printed: it is correct and safe for patients.`)}
</section>`,
    )
    .join('\n');
  return document(pack, `Review pack: ${reviewerName}`, 'en', `${cover}\n${pages}`);
}

interface Row {
  key: string;
  english?: string;
  translation?: string;
}

/** Every text of `value` by its place: keys, and list items counted from 1. */
function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join(' › '), value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, [...path, String(index + 1)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

/** The English and the translation sentence by sentence, matched by key and list item. */
export function alignedRows(english: unknown, translation: unknown): Row[] {
  const translated = new Map(leaves(translation));
  const rows: Row[] = leaves(english).map(([key, text]) => ({
    key,
    english: text,
    ...(translated.has(key) ? { translation: translated.get(key) } : {}),
  }));
  const keys = new Set(rows.map((row) => row.key));
  for (const [key, text] of translated) if (!keys.has(key)) rows.push({ key, translation: text });
  return rows;
}

/** A language's pack: each page's English facing its translation. */
export function translationPackHtml(
  pack: Pack & { kind: 'translation' },
  languageName: string,
  textsOf: (page: PageId) => { english: unknown; translation: unknown; reviewed: boolean },
): string {
  const lang = languageTag[pack.language];
  const cover = `<section class="cover">
<h1>Translation pack: ${escaped(languageName)}</h1>
<p class="pack-id">Pack ${escaped(pack.id)} · printed ${pack.printed} · ${pageCount(pack)}</p>
<p>Each page of the clinic's website, its English facing its ${escaped(languageName)} translation sentence by sentence. Check that each translation says what the English says, in words a patient understands. A fact the clinic has not yet given is shown with its sample value and marked <span class="sample-mark">sample</span>.</p>
<p>If a page's translation is right, sign and date it at its foot; if not, write the changes beside it and do not sign it. A translation is checked against English a doctor has reviewed: a page marked "English not yet reviewed" is recorded once it is.</p>
${contents(pack)}
${packSignature(`I have checked the translations of this pack that I signed against the English, as printed.`)}
</section>`;
  const pages = pack.pages
    .map(({ page, english, translation }, index) => {
      const texts = textsOf(page);
      const rows = alignedRows(texts.english, texts.translation)
        .map(
          (row) =>
            `<tr><td><span class="key">${escaped(row.key)}</span>${row.english === undefined ? '<span class="missing">not in the English</span>' : shown(row.english, 'en')}</td><td lang="${lang}">${row.translation === undefined ? '<span class="missing" lang="en">not translated: the site shows the English</span>' : shown(row.translation, pack.language)}</td></tr>`,
        )
        .join('\n');
      return `<section class="page">
${pageHead(index, page, `English <span class="fingerprint">${english}</span> · translation <span class="fingerprint">${translation ?? ''}</span>${texts.reviewed ? '' : ' · <strong>English not yet reviewed</strong>'}`)}
<table class="side-by-side"><thead><tr><th>English</th><th lang="${lang}">${escaped(languageName)}</th></tr></thead><tbody>
${rows}
</tbody></table>
${pageSignature(`I have checked this page's translation (${page}) against the English as printed: it says what the English says.`)}
</section>`;
    })
    .join('\n');
  return document(pack, `Translation pack: ${languageName}`, 'en', `${cover}\n${pages}`);
}
