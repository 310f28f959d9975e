/**
 * A page's English text as the site shows it, taken from the prerendered page in `dist/`
 * (`npm run build`): the part of the page that holds the reviewed text, without the site's
 * navigation, pictures, controls or anything hidden, as plain HTML a pack can print.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { categoryOfTreatment } from '../../src/content/catalogue.ts';
import type { PageId } from '../content/pageReviews.ts';

/** The site's address of `page` in English, and the element of it that holds the text. */
export function siteAddressOf(page: PageId): { path: string; selector: string } {
  const [kind, slug = ''] = page.split('/');
  switch (kind) {
    case 'home':
      return { path: '/', selector: 'main' };
    case 'urgent':
      return { path: '/urgent', selector: slug ? `#urgent-${slug}` : 'main' };
    case 'doctors':
      return { path: `/meet/${slug}`, selector: 'main' };
    case 'categories':
      return { path: `/service/${slug}`, selector: `#category-panel-${slug}` };
    case 'treatments':
      return {
        path: `/service/${categoryOfTreatment(slug) ?? ''}/${slug}`,
        selector: '#treatment-detail',
      };
    default:
      return { path: `/${kind ?? ''}`, selector: 'main' };
  }
}

/** What a printed page leaves out: the site's furniture, not its words. */
const furniture = [
  'script',
  'style',
  'noscript',
  'svg',
  'img',
  'picture',
  'video',
  'iframe',
  'nav',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  '[hidden]',
  '[aria-hidden="true"]',
  '.slick-cloned',
  // A treatment's "Close …" link, a control rather than its text.
  '#treatment-detail > a.button',
].join(',');

const keptClasses = new Set(['sample-mark', 'care-card-level', 'disclaimer', 'button']);

/** The element's HTML with only the text and its structure: links unwrapped, attributes gone. */
function printable(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const unwanted of copy.querySelectorAll(furniture)) unwanted.remove();
  const walker = copy.ownerDocument.createTreeWalker(copy, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  // A link that looks like a button on the site (a call button) prints as one; others as text.
  for (const link of copy.querySelectorAll('a')) {
    if (!link.classList.contains('button')) link.replaceWith(...link.childNodes);
    else {
      const button = copy.ownerDocument.createElement('span');
      button.className = 'button';
      button.append(...link.childNodes);
      link.replaceWith(button);
    }
  }
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const kept = [...node.classList].filter((name) => keptClasses.has(name));
    for (const attribute of [...node.attributes]) node.removeAttribute(attribute.name);
    if (kept.length > 0) node.setAttribute('class', kept.join(' '));
  }
  return copy.innerHTML.replace(/\s+/g, ' ').trim();
}

export interface BuiltPages {
  /** The English text of `page` as the built site shows it, as printable HTML. */
  htmlOf(page: PageId): string;
}

/** Reads the built English pages of `dist`, each file once. */
export function builtPages(dist: string): BuiltPages {
  const documents = new Map<string, Document>();
  const documentAt = (path: string) => {
    let document = documents.get(path);
    if (!document) {
      const file = join(dist, path, 'index.html');
      document = new JSDOM(readFileSync(file, 'utf8')).window.document;
      documents.set(path, document);
    }
    return document;
  };
  return {
    htmlOf(page) {
      const { path, selector } = siteAddressOf(page);
      const element = documentAt(path).querySelector(selector);
      if (!element) throw new Error(`dist${path}/index.html has no ${selector} for ${page}`);
      return printable(element);
    },
  };
}

/** The newest time a file under `folder` was changed, in milliseconds. */
function newestChange(folder: string, skip: (path: string) => boolean): number {
  let newest = 0;
  const visit = (path: string) => {
    if (skip(path)) return;
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  visit(folder);
  return newest;
}

/**
 * Why the built pages in `root`/dist cannot be printed from, if they cannot: not built, or
 * built before the words or facts last changed (the review record aside: a recording changes
 * only the line a page shows of its review, which no pack prints).
 */
export function staleBuild(root: string): string | undefined {
  const built = statSync(join(root, 'dist', 'index.html'), { throwIfNoEntry: false });
  if (!built) return 'there is no build to print from: run npm run build first';
  const changed = Math.max(
    ...['src/locales', 'src/content'].map((folder) =>
      newestChange(join(root, folder), (path) => path.endsWith('reviews.json')),
    ),
  );
  return changed > built.mtimeMs
    ? 'the words or facts changed after the last build: run npm run build first, so the packs print what the site will show'
    : undefined;
}
