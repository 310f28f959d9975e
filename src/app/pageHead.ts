/**
 * What search engines and link previews read of each page: title, description, canonical
 * URL, the page in every language (hreflang), Open Graph and JSON-LD structured data.
 * One head per page for both sides: the build writes it into the prerendered HTML
 * (`renderHead`), the browser puts it in place after moving to another page (`applyHead`,
 * through usePageHead), so a page's head is the same however the visitor got there.
 */
import type { TFunction } from 'i18next';
import { pathOf, type Address } from '../state/address';
import { headTagSelector } from './headTagSelector';
import { absolute } from '../content/site';
import {
  breadcrumbJsonLd,
  clinicJsonLd,
  procedureJsonLd,
  profilePageJsonLd,
  reviewedPageJsonLd,
} from './jsonLd';
import { catalogue, doctorImage, doctorSlugs, treatmentImage } from '../content/catalogue';
import { clinic } from '../content/clinic';
import { withoutMarks } from '../content/sampleMarks';
import { pageTitles } from '../content/titles';
import { loadText, textsShownOn } from '../content/texts';
import { loadedPageTexts, pageTitle, type PageTexts } from './pageTitle';
import { languageOgLocale, languages, languageTag, type Language } from '../lib/languages';

/**
 * The words the page at `address` shows (`textsShownOn`, which boot.tsx and the preloads load
 * as well), by kind: the server renders the page from them, and its head is written from them.
 */
export async function loadPageTexts(address: Address): Promise<PageTexts> {
  await Promise.all(textsShownOn(address).map((key) => loadText(address.language, key)));
  return loadedPageTexts(address);
}

function needed<T>(words: T | undefined, what: string, address: Address): T {
  if (words === undefined) throw new Error(`the head of ${pathOf(address)} needs ${what}`);
  return words;
}

export interface Head {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'article' | 'profile';
  image: string;
  jsonLd: object[];
  noindex: boolean;
}

/** Search results show about 160 characters; longer descriptions are cut at a word. */
export function shorten(text: string, limit = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:·、，。]+$/, '')}…`;
}

/** The head of a page of the site. */
export function headFor(address: Address, texts: PageTexts, t: TFunction): Head {
  const { language } = address;
  const title = needed(pageTitle(address, texts, t), 'the words of its title', address);
  let description: string;
  let ogType: Head['ogType'] = 'website';
  let image = absolute('/images/og-image.png');
  // One node for the clinic, with its name and address; on "Your visit" it lists the clinicians.
  const jsonLd: object[] = [
    clinicJsonLd(language, t, { withClinicians: address.page === 'visit' }),
  ];
  const home = { name: t('Home'), address: { language, page: 'home' } as const };
  /** The page's place in the site: home, the steps between, then the page. */
  const breadcrumb = (...steps: { name: string; address: Address }[]) =>
    jsonLd.push(breadcrumbJsonLd([home, ...steps]));

  switch (address.page) {
    case 'home': {
      const home = needed(texts.home, 'the home words', address);
      description = home.welcome.lead;
      if (home.review) jsonLd.push(reviewedPageJsonLd(address, 'WebPage', title, home.review, t));
      break;
    }
    case 'service': {
      const category = texts.category;
      const treatment = address.treatment ? texts.treatment : undefined;
      if (category && treatment && address.treatment) {
        description = `${treatment.summary} ${treatment.cardLines.join(' ')}`;
        ogType = 'article';
        image = absolute(treatmentImage(address.treatment));
        jsonLd.push(procedureJsonLd(address, treatment));
        breadcrumb(
          { name: category.title, address: { ...address, treatment: null } },
          { name: treatment.name, address },
        );
        if (treatment.review)
          jsonLd.push(
            reviewedPageJsonLd(address, 'MedicalWebPage', treatment.name, treatment.review, t),
          );
      } else if (category) {
        description = `${category.description} ${category.points.join(' · ')}`;
        // /service shows the first category: its step is that category's own address.
        breadcrumb({
          name: category.title,
          address: { ...address, category: address.category ?? catalogue[0].slug },
        });
        if (category.review)
          jsonLd.push(
            reviewedPageJsonLd(address, 'MedicalWebPage', category.title, category.review, t),
          );
      } else {
        // Only a visitor who closed every category sees no category; no address names that.
        throw new Error(`no category to write the head of ${pathOf(address)} from`);
      }
      break;
    }
    case 'meet': {
      // Every meet address shows a doctor: /meet the first (resolveAddress).
      const doctor = address.doctor ?? doctorSlugs[0];
      const words = needed(texts.doctors, 'the doctors’ words', address)[doctor];
      description = `${words.tagline} ${words.qualifications.join(', ')}. ${words.biography[0] ?? ''}`;
      ogType = 'profile';
      image = absolute(doctorImage(doctor));
      jsonLd.push(profilePageJsonLd(address, doctor, words, t));
      breadcrumb({ name: words.name, address: { language, page: 'meet', doctor } });
      break;
    }
    case 'contact':
      breadcrumb({ name: t('ContactUs'), address });
      description = `${t('contact.intro')} ${t('clinic.addressLines', { returnObjects: true }).join(', ')}`;
      break;
    case 'urgent': {
      const words = needed(texts.urgent, 'the urgent-help words', address);
      description = words.description;
      breadcrumb({ name: words.title, address });
      if (words.review)
        jsonLd.push(reviewedPageJsonLd(address, 'MedicalWebPage', words.title, words.review, t));
      break;
    }
    case 'privacy':
    case 'accessibility': {
      const words = needed(texts.statement, 'the statement’s words', address);
      description = words.description;
      breadcrumb({ name: words.title, address });
      if (words.review)
        jsonLd.push(reviewedPageJsonLd(address, 'WebPage', words.title, words.review, t));
      break;
    }
    case 'fees': {
      const words = needed(texts.fees, 'the fees’ words', address).page;
      description = words.description;
      breadcrumb({ name: words.title, address });
      break;
    }
    case 'a-z': {
      const words = needed(texts.az, 'the A-Z’s words', address);
      description = words.description;
      breadcrumb({ name: words.title, address });
      break;
    }
    case 'visit': {
      const words = needed(texts.visit, 'the visit words', address);
      description = words.description;
      breadcrumb({ name: words.title, address });
      if (words.review)
        jsonLd.push(reviewedPageJsonLd(address, 'MedicalWebPage', words.title, words.review, t));
      break;
    }
  }

  // A title, a description and structured data hold only text: no sample marker.
  return {
    language,
    title,
    description: shorten(withoutMarks(description)),
    canonical: absolute(pathOf(address)),
    alternates: [
      ...languages.map((other) => ({
        hreflang: languageTag[other],
        href: absolute(pathOf({ ...address, language: other })),
      })),
      { hreflang: 'x-default', href: absolute(pathOf({ ...address, language: 'en' })) },
    ],
    ogType,
    image,
    jsonLd: withoutMarks(jsonLd),
    noindex: false,
  };
}

/**
 * The head of the error screen, `detail` being what it shows under its heading ("404 Not
 * Found" for an unknown address): not to be indexed.
 */
export function errorHead(language: Language, t: TFunction, detail: string): Head {
  return {
    language,
    title: pageTitles.error(t('error.title'), detail),
    description: t('error.notFoundExplanation'),
    canonical: '',
    alternates: [],
    ogType: 'website',
    image: absolute('/images/og-image.png'),
    jsonLd: [],
    noindex: true,
  };
}

/** The head of the 404 page. */
export const notFoundHead = (language: Language, t: TFunction): Head =>
  errorHead(language, t, `404 ${t('error.notFoundText')}`);

/**
 * The head of the offline page, which the service worker shows for a page this device has not
 * kept: not to be indexed, and no address of its own.
 */
export function offlineHead(language: Language, t: TFunction): Head {
  return {
    ...errorHead(language, t, ''),
    title: pageTitles.offline(t('offline.pageTitle')),
    description: t('offline.description'),
  };
}

/** One element of a head: its tag, attributes in order, and text for title and scripts. */
interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: [string, string][];
  text?: string;
}

/** The head's elements, in the order both the build and the browser write them. */
function headTags(head: Head): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: [
      [key, name],
      ['content', content],
    ],
  });
  const tags: HeadTag[] = [
    { tag: 'title', attributes: [], text: head.title },
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical)
    tags.push({
      tag: 'link',
      attributes: [
        ['rel', 'canonical'],
        ['href', head.canonical],
      ],
    });
  for (const alternate of head.alternates) {
    tags.push({
      tag: 'link',
      attributes: [
        ['rel', 'alternate'],
        ['hreflang', alternate.hreflang],
        ['href', alternate.href],
      ],
    });
  }
  tags.push(
    meta('property', 'og:site_name', clinic.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', languageOgLocale[head.language]),
    ...languages
      .filter((other) => other !== head.language)
      .map((other) => meta('property', 'og:locale:alternate', languageOgLocale[other])),
    meta('name', 'twitter:card', 'summary_large_image'),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  for (const data of head.jsonLd) {
    tags.push({
      tag: 'script',
      attributes: [['type', 'application/ld+json']],
      // Escaped so the JSON cannot close its script element; it parses to the same data.
      text: JSON.stringify(data)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026'),
    });
  }
  return tags;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML, for the prerendered page. */
export function renderHead(head: Head): string {
  return headTags(head)
    .map(({ tag, attributes, text }) => {
      const attrs = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attrs} />`;
      return `<${tag}${attrs}>${tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')}</${tag}>`;
    })
    .join('\n    ');
}

/** Replaces the document's head elements of the page it showed with those of `head`. */
export function applyHead(document: Document, head: Head): void {
  const old = [...document.head.querySelectorAll(headTagSelector)];
  const before = old.at(-1)?.nextSibling ?? null;
  for (const { tag, attributes, text } of headTags(head)) {
    const element = document.createElement(tag);
    for (const [name, value] of attributes) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.insertBefore(element, before);
  }
  for (const element of old) element.remove();
}
