/**
 * The production build as a search engine or a visitor without JavaScript receives it:
 * every page prerendered with its own text, language, head and structured data.
 * Reads dist/, which `npm test` builds first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allAddresses, canonicalPath, pathOf, type Address } from '../../src/state/address';
import { catalogue, doctorSlugs, treatmentSlugs } from '../../src/content/catalogue';
import {
  readEnglishFiles,
  readReviewRecord,
  shownReviewOf,
  type PageId,
} from '../../scripts/content/pageReviews';
import { clinicFacts as facts } from '../../src/content/clinicFacts';
import { samplesInUse } from '../../src/content/sample';
import { fullDate } from '../../src/lib/dates';
import { addressesToConfirm, clinic as clinicFacts, clinicPhone } from '../../src/content/clinic';
import { siteUrl } from '../../src/content/site';
import { languagePrefix, languages, languageTag } from '../../src/lib/languages';
import postcss, { type Container } from 'postcss';
import { policyFiles, styleHashSource } from '../../vite-plugins/inlineStylesheet';
import { classesOf, stylesheetFor } from '../../vite-plugins/stylesheetSubset';
import { localeFiles } from '../content/locales';
import type { AnyCategoryText, DoctorsText, HomeText } from '../../src/content/types';
import type { UiStrings } from '../../src/content/types';
import { treatmentTextOf } from '../../src/content/types';
import { thirdParties } from '../../src/content/thirdParties';

const dist = join(process.cwd(), 'dist');
const fileOf = (path: string) => join(dist, ...path.split('/').filter(Boolean), 'index.html');

const pages = languages.flatMap((language) =>
  allAddresses(language).map((address) => ({ address, path: pathOf(address) })),
);
const parse = (file: string, type: DOMParserSupportedType = 'text/html') =>
  new DOMParser().parseFromString(readFileSync(file, 'utf8'), type);
/** An element's text as it reads without its sample markers (test/build/samples.test.ts has them). */
const textWithoutMarks = (element: Element | null | undefined): string | undefined => {
  if (!element) return undefined;
  const copy = element.cloneNode(true) as Element;
  for (const mark of copy.querySelectorAll('[data-sample]')) mark.remove();
  return copy.textContent;
};
const documents = new Map<string, Document>();
const documentOf = (path: string): Document => {
  const cached = documents.get(path);
  if (cached) return cached;
  const document = parse(fileOf(path));
  documents.set(path, document);
  return document;
};

/** The words a page must show: its own heading, in its own language. */
function expectedText(address: Address): string {
  const files = localeFiles(address.language);
  const ui = files.ui as {
    service: { pageTitle: string };
    meet: { pageTitle: string };
    contact: { title: string };
  };
  const statements = files.statements as {
    privacy: { collect: { text: string } };
    accessibility: { standard: { text: string } };
  };
  switch (address.page) {
    case 'home':
      return (files.home as HomeText).welcome.headline;
    case 'service': {
      if (!address.category) return ui.service.pageTitle;
      const category = files[`services/${address.category}`] as AnyCategoryText;
      return address.treatment
        ? (treatmentTextOf(category, address.treatment)?.whatItIs[0] ?? '')
        : (category.intro[0] ?? '');
    }
    case 'meet':
      return (files.doctors as DoctorsText)[address.doctor ?? doctorSlugs[0]].biography[0] ?? '';
    case 'contact':
      return ui.contact.title;
    case 'urgent':
      return (
        (files.urgent as { situations: Record<string, { steps: string[] }> }).situations[
          'adult-tooth-knocked-out'
        ]?.steps[1] ?? ''
      );
    case 'privacy':
      return statements.privacy.collect.text;
    case 'accessibility':
      return statements.accessibility.standard.text;
    case 'fees':
      return (files.fees as { page: { intro: string } }).page.intro;
    case 'visit':
      return (
        (files.visit as { sections: { sedation: { points: string[] } } }).sections.sedation
          .points[5] ?? ''
      );
    case 'a-z':
      return (files['a-z'] as { intro: string }).intro;
  }
}

describe('the build writes every page', () => {
  it('dist/ exists (npm test builds it first)', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });

  it('writes 310 pages: 62 in each of five languages', () => {
    expect(pages).toHaveLength(310);
    for (const { path } of pages) expect(existsSync(fileOf(path)), path).toBe(true);
  });

  it.each(pages.map(({ address, path }) => [path, address] as const))(
    '%s holds its own text, in its language',
    (path, address) => {
      const document = documentOf(path);
      expect(document.documentElement.lang).toBe(languageTag[address.language]);
      const root = document.getElementById('root');
      expect(textWithoutMarks(root)).toContain(expectedText(address));
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      // The navbar and footer links work without JavaScript.
      const links = Array.from(
        document.querySelectorAll<HTMLAnchorElement>('#site-nav a, footer a'),
      ).map((a) => a.getAttribute('href'));
      expect(links.length).toBeGreaterThan(8);
      for (const href of links.filter((h) => h?.startsWith('/')))
        expect(existsSync(fileOf(href ?? '')), `${path} links to ${href}`).toBe(true);
    },
  );
});

describe('styles: every page is painted styled with nothing but itself', () => {
  // The site's stylesheets sit beside their components, and the pages are lazy chunks; the
  // build puts in each page the part of them its kind of page uses, in one <style> that names
  // the whole stylesheet's file, which comes with the app's start (boot.tsx,
  // vite-plugins/inlineStylesheet.ts).
  const inlineStyles = (document: Document) => Array.from(document.querySelectorAll('style'));
  const linkedStylesheets = (document: Document) =>
    Array.from(document.querySelectorAll('link[rel="stylesheet"]')).map((link) =>
      link.getAttribute('href'),
    );
  const cssFiles = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css'));
  const wholeFile =
    /<style data-stylesheet="\/assets\/([^"]+)">/.exec(readFileSync(fileOf('/'), 'utf8'))?.[1] ??
    '';
  const whole = readFileSync(join(dist, 'assets', wholeFile), 'utf8');
  // 404.html, hi/404.html, … and offline.html, hi/offline.html, …
  const perLanguage = (file: string) =>
    languages.map((language) => `${languagePrefix[language]}/${file}`.slice(1));
  const allPages = [
    ...pages.map(({ path }) => [path, fileOf(path)] as const),
    ...[...perLanguage('404.html'), ...perLanguage('offline.html')].map(
      (file) => [file, join(dist, file)] as const,
    ),
  ];
  const styleOf = (document: Document) => inlineStyles(document)[0]?.textContent ?? '';
  /** Each rule of `css` with the at-rules it is in, in order. */
  const rulesOf = (css: string) => {
    const rules: string[] = [];
    const walk = (container: Container, context: string) =>
      container.each((node) => {
        if (node.type === 'rule') rules.push(`${context}${node.toString()}`);
        else if (node.type === 'atrule') walk(node, `${context}@${node.name} ${node.params} `);
      });
    walk(postcss.parse(css), '');
    return rules;
  };
  const documentAt = (path: string) =>
    path.endsWith('.html') ? parse(join(dist, path)) : documentOf(path);
  const wholeRules = rulesOf(whole);
  const distinctStyles = new Set(allPages.map(([path]) => styleOf(documentAt(path))));

  it.each(allPages)(
    '%s holds one stylesheet, first in its head, that names the whole one, and links none',
    (path, file) => {
      const document = documentAt(path);
      const styles = inlineStyles(document);
      expect(styles).toHaveLength(1);
      expect(document.head.querySelector('style, link, script')).toBe(styles[0]);
      expect(styles[0]?.dataset.stylesheet).toBe(`/assets/${wholeFile}`);
      // The only link is the no-JavaScript stylesheet, inside <noscript> (or, on the offline
      // page, which has no scripts, in the head itself).
      expect(linkedStylesheets(document).filter((href) => href !== '/no-js.css')).toEqual([]);

      // Its rules are the whole stylesheet's, in the same order, and every rule that can
      // match this page is among them.
      const own = rulesOf(styleOf(document));
      let next = 0;
      for (const rule of own) {
        next = wholeRules.indexOf(rule, next) + 1;
        expect(next, `${path}: ${rule}`).toBeGreaterThan(0);
      }
      const html = readFileSync(file, 'utf8');
      for (const rule of rulesOf(stylesheetFor(whole, [classesOf(html)])))
        expect(own, path).toContain(rule);
    },
  );

  it('the whole stylesheet holds the tokens, then the base, then the components', () => {
    // A glob import is hoisted above its module's other imports: the base's rules once came
    // after the components' and overrode them (src/styles/allStylesheets.ts).
    const tokens = whole.indexOf(':root{--color-primary');
    const base = whole.indexOf('*,:before,:after{');
    const header = whole.indexOf('.site-header{');
    expect(tokens).toBe(0);
    expect(base).toBeGreaterThan(tokens);
    expect(header).toBeGreaterThan(base);
  });

  it('pages of a kind share their stylesheet: five kinds, each smaller than the whole', () => {
    expect(distinctStyles.size).toBe(5);
    for (const css of distinctStyles) expect(css.length).toBeLessThan(whole.length * 0.8);
    // The tokens everywhere; the contact page's opening hours (ContactPage.css) and the fees
    // table (Fees.css) each on its own page only.
    expect(styleOf(documentOf('/fees'))).toContain('--color-primary');
    expect(styleOf(documentOf('/contact'))).toContain('.office-hours');
    expect(styleOf(documentOf('/contact'))).not.toContain('.fees-table');
    expect(styleOf(documentOf('/fees'))).toContain('.fees-table');
    expect(styleOf(documentOf('/fees'))).not.toContain('.office-hours');
    expect(styleOf(documentOf('/hi/fees'))).toBe(styleOf(documentOf('/fees')));
  });

  it('the Content-Security-Policy allows those stylesheets by their hashes, and no other inline style', () => {
    const hashes = [...distinctStyles].map(styleHashSource).sort();
    for (const file of policyFiles) {
      const policy = readFileSync(join(process.cwd(), file), 'utf8');
      expect(policy, file).toContain(`style-src 'self' ${hashes.join(' ')};`);
      expect(policy, file).not.toContain("style-src 'self' 'unsafe-inline'");
    }
  });

  it("the stylesheet files are the site's whole one, which comes with the app's start, the carousel's and the map's", () => {
    expect(cssFiles.sort()).toEqual([
      expect.stringMatching(/^ClinicMap-[\w-]+\.css$/),
      expect.stringMatching(/^SlickCarousel-[\w-]+\.css$/),
      wholeFile,
    ]);
    expect(wholeFile).toMatch(/^boot-[\w-]+\.css$/);
  });
});

describe('scripts: the first paint shares the bandwidth with nothing heavy', () => {
  // main.tsx fetches React and the app after the first paint; only the entry and what it
  // imports statically are fetched with the page. A helper grouped into the wrong chunk once
  // made the entry import the shared chunk, and with it React and the libraries (120 KB).
  const scriptsOfPage = (document: Document) =>
    Array.from(
      document.querySelectorAll<HTMLElement>('script[type="module"], link[rel="modulepreload"]'),
    ).map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '');

  it.each(['/', '/contact', '/hi/service/cosmetics/botox'])(
    '%s fetches under 10 KB of script with the page, and no library',
    (path) => {
      const scripts = scriptsOfPage(documentOf(path));
      expect(scripts.length).toBeGreaterThan(0);
      const bytes = scripts.reduce((sum, src) => sum + readFileSync(join(dist, src)).length, 0);
      expect(bytes).toBeLessThan(10_000);
      expect(scripts.filter((src) => /\/(react|libraries|shared|boot)-/.test(src))).toEqual([]);
    },
  );
});

describe('head: title, description, canonical and the page in every language', () => {
  it.each(pages.map(({ path }) => [path]))('%s', (path) => {
    const document = documentOf(path);
    expect(document.title.length).toBeGreaterThan(5);
    expect(
      document.querySelector('meta[name="description"]')?.getAttribute('content')?.length,
    ).toBeGreaterThan(30);
    // /service and /meet show their first category and doctor, whose pages are canonical.
    const canonical = `${siteUrl}${canonicalPath(path) ?? ''}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    const og = (property: string) =>
      document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:title')).toBe(document.title);
    expect(og('og:url')).toBe(canonical);
    expect(og('og:image')).toMatch(/^https?:\/\//);
    expect(og('og:type')).toMatch(/^(website|article|profile)$/);
    expect(og('og:locale')).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(document.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(4);
  });

  it('hreflang sets are complete (five languages and x-default) and reciprocal', () => {
    for (const { path } of pages) {
      const alternates = Array.from(
        documentOf(path).querySelectorAll('link[rel="alternate"][hreflang]'),
      ).map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')] as const);
      expect(alternates.map(([lang]) => lang).sort()).toEqual([
        'en',
        'fr',
        'hi',
        'ru',
        'x-default',
        'zh-Hans',
      ]);
      expect(
        alternates.find(([, href]) => href === `${siteUrl}${canonicalPath(path) ?? ''}`),
        path,
      ).toBeDefined();
      for (const [lang, href] of alternates) {
        const other = (href ?? '').slice(siteUrl.length);
        expect(existsSync(fileOf(other)), `${path} -> ${lang} ${other}`).toBe(true);
        const back = Array.from(
          documentOf(other).querySelectorAll('link[rel="alternate"][hreflang]'),
        ).map((link) => link.getAttribute('href'));
        expect(back, `${other} links back to ${path}`).toContain(
          `${siteUrl}${canonicalPath(path) ?? ''}`,
        );
      }
    }
  });
});

describe('JSON-LD', () => {
  const jsonLd = (path: string) =>
    Array.from(documentOf(path).querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent) as Record<string, unknown>,
    );

  it.each(pages.map(({ path }) => [path]))(
    '%s describes the clinic as Dentist and MedicalClinic',
    (path) => {
      const clinic = jsonLd(path).find(
        (item) => Array.isArray(item['@type']) && (item['@type'] as string[]).includes('Dentist'),
      );
      expect(clinic?.['@type']).toEqual(['Dentist', 'MedicalClinic']);
      // A sample number reaches nobody: no search engine is told it.
      if (clinicPhone.href) expect(clinic?.telephone).toMatch(/^\+91/);
      else expect(clinic).not.toHaveProperty('telephone');
      expect(clinic).toMatchObject({
        name: 'face multispecialty clinic',
        address: {
          '@type': 'PostalAddress',
          postalCode: '403521',
          addressRegion: 'Goa',
          addressCountry: 'IN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 15.531012, longitude: 73.826798 },
      });
      expect(clinic?.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: '09:00', closes: '13:00' }),
        expect.objectContaining({ opens: '16:00', closes: '20:00' }),
      ]);
    },
  );

  it.each(treatmentSlugs)('every treatment page of %s is a MedicalProcedure', (treatment) => {
    for (const page of pages.filter(({ address }) => address.treatment === treatment)) {
      const procedure = jsonLd(page.path).find((item) => item['@type'] === 'MedicalProcedure');
      expect(procedure, page.path).toMatchObject({
        name: expect.any(String),
        description: expect.any(String),
        url: `${siteUrl}${page.path}`,
      });
    }
  });

  it.each(doctorSlugs)(
    'every page of %s is a ProfilePage whose mainEntity is the IndividualPhysician',
    (doctor) => {
      for (const page of pages.filter(({ address }) => address.doctor === doctor)) {
        const profile = jsonLd(page.path).find((item) => item['@type'] === 'ProfilePage');
        expect(profile, page.path).toMatchObject({
          url: `${siteUrl}${page.path}`,
          inLanguage: languageTag[page.address.language],
          mainEntity: {
            '@type': 'IndividualPhysician',
            name: expect.any(String),
            url: `${siteUrl}${page.path}`,
            address: { '@type': 'PostalAddress', postalCode: '403521' },
            practicesAt: { '@id': `${siteUrl}/#clinic` },
          },
        });
      }
    },
  );

  it.each(pages.map(({ address, path }) => [path, address] as const))(
    '%s: its breadcrumb, in its language, from home to the page by canonical addresses',
    (path, address) => {
      const document = documentOf(path);
      const trails = jsonLd(path).filter((item) => item['@type'] === 'BreadcrumbList');
      if (address.page === 'home') {
        expect(trails).toEqual([]);
        return;
      }
      expect(trails).toHaveLength(1);
      const steps = (trails[0]?.itemListElement ?? []) as {
        '@type': string;
        position: number;
        name: string;
        item: string;
      }[];
      const home = (localeFiles(address.language).ui as { Home: string }).Home;
      expect(steps[0]).toEqual({
        '@type': 'ListItem',
        position: 1,
        name: home,
        item: `${siteUrl}${pathOf({ language: address.language, page: 'home' })}`,
      });
      expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
      // Every step is a page of the site, under its canonical address.
      for (const step of steps) {
        const stepPath = step.item.slice(siteUrl.length);
        expect(canonicalPath(stepPath), step.item).toBe(stepPath);
      }
      const depth = address.page === 'service' && address.treatment ? 3 : 2;
      expect(steps).toHaveLength(depth);
      // The last step is the page (/service and /meet: the category and doctor they show).
      if (address.page === 'service' || address.page === 'meet') {
        expect(steps.at(-1)?.name).toBe(textWithoutMarks(document.querySelector('main h1')));
      } else {
        expect(steps.at(-1)?.item).toBe(
          document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        );
      }
    },
  );
});

describe('the review of each page, prerendered and in its JSON-LD', () => {
  /** The record's entry a page shows: /service shows the first category, /meet the first doctor. */
  const reviewedPageOf = (address: Address): PageId | undefined => {
    switch (address.page) {
      case 'home':
      case 'urgent':
      case 'privacy':
      case 'accessibility':
      case 'visit':
        return address.page;
      case 'service':
        return address.treatment
          ? `treatments/${address.treatment}`
          : `categories/${address.category ?? catalogue[0].slug}`;
      case 'meet':
        return `doctors/${address.doctor ?? doctorSlugs[0]}`;
      case 'contact':
      case 'fees':
        return undefined;
    }
  };
  const record = readReviewRecord(process.cwd());
  const english = readEnglishFiles(process.cwd(), facts);

  it.each(pages.map(({ address, path }) => [path, address] as const))(
    '%s claims the review the record holds of its text as it now reads, and no other',
    (path, address) => {
      const document = documentOf(path);
      const lines = Array.from(document.querySelectorAll('main .page-review'));
      const jsonLd = Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (script) => JSON.parse(script.textContent) as Record<string, unknown>,
      ).filter((item) => 'lastReviewed' in item || 'reviewedBy' in item);
      const page = reviewedPageOf(address);
      const { language } = address;
      const shown = page && shownReviewOf(record, english, page, language);
      if (!shown) {
        expect(lines).toEqual([]);
        expect(jsonLd).toEqual([]);
        return;
      }
      expect(lines).toHaveLength(1);
      const text = lines[0]?.textContent ?? '';
      expect(text).toContain(fullDate(shown.lastReviewed, language));
      if (shown.translation) expect(text).toContain(shown.translation.by.name);
      if (shown.translation === null) {
        expect(jsonLd).toEqual([]);
        return;
      }
      expect(jsonLd).toEqual([
        expect.objectContaining({
          url: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          inLanguage: languageTag[language],
          lastReviewed: shown.translation?.checked ?? shown.lastReviewed,
          reviewedBy: expect.objectContaining({ '@type': 'Person' }),
        }),
      ]);
    },
  );
});

describe('telephone links', () => {
  const htmlFiles = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? htmlFiles(join(folder, entry.name))
        : entry.name.endsWith('.html')
          ? [join(folder, entry.name)]
          : [],
    );
  const sampleNumbers = samplesInUse(facts)
    .map(({ value }) => (value as { e164?: unknown }).e164)
    .filter((number): number is string => typeof number === 'string');

  it('no page offers a sample number, which reaches nobody, as a tel: link', () => {
    const numbers = new Set(
      htmlFiles(dist).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/href="tel:([^"]+)"/g)].map(([, number]) => number),
      ),
    );
    expect([...numbers].filter((number) => sampleNumbers.includes(number ?? ''))).toEqual([]);
    // The emergency numbers are always callable.
    expect(numbers).toContain('108');
    expect(numbers).toContain('112');
  });
});

describe('404, sitemap, robots.txt, llms.txt', () => {
  it('404.html is the error screen with 404 Not Found, not indexed', () => {
    const document = parse(join(dist, '404.html'));
    expect(document.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(document.body.textContent).toContain('404 Not Found');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  // Each language's 404 page: the spec's screen, its status and the way home in that language.
  it.each(languages.filter((language) => language !== 'en'))(
    '%s: the 404 page under its prefix is the error screen in that language, linking its home',
    (language) => {
      const prefix = pathOf({ language, page: 'home' });
      const { error } = localeFiles(language).ui as UiStrings;
      const document = parse(join(dist, prefix, '404.html'));
      expect(document.documentElement.getAttribute('lang')).toBe(languageTag[language]);
      expect(document.querySelector('h1')?.textContent).toBe(error.title);
      expect(document.querySelector('.error-status')?.textContent).toBe(
        `404 ${error.notFoundText}`,
      );
      expect(document.title).toContain(`404 ${error.notFoundText}`);
      expect(document.body.textContent).toContain(error.notFoundExplanation);
      const home = document.querySelector('.message-screen a.button');
      expect(home?.getAttribute('href')).toBe(prefix);
      expect(home?.textContent).toBe(error.backHome);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
    },
  );

  it('the sitemap lists exactly the built pages that are canonical, each with its language alternates', () => {
    const sitemap = parse(join(dist, 'sitemap.xml'), 'application/xml');
    const locs = Array.from(sitemap.getElementsByTagName('loc')).map((loc) => loc.textContent);
    const canonical = pages.filter(({ path }) => canonicalPath(path) === path);
    // 62 pages in each language but /service and /meet, which show their first category and doctor.
    expect(canonical).toHaveLength(300);
    expect(locs.sort()).toEqual(canonical.map(({ path }) => `${siteUrl}${path}`).sort());
    expect(sitemap.getElementsByTagName('xhtml:link')).toHaveLength(300 * 6);
    for (const page of ['urgent', 'privacy', 'accessibility', 'fees', 'visit'])
      for (const prefix of ['', '/hi', '/ru', '/fr', '/zh'])
        expect(locs).toContain(`${siteUrl}${prefix}/${page}`);
  });

  it('every link that leaves the site goes to a host the privacy notice names', () => {
    const named = new Set(thirdParties.flatMap((party) => party.hosts));
    const linked = new Set<string>();
    for (const { path } of pages.filter(({ address }) => address.language === 'en')) {
      for (const link of documentOf(path).querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
        const url = new URL(link.getAttribute('href') ?? '');
        if (`${url.protocol}//${url.host}` !== siteUrl) linked.add(url.host);
      }
    }
    // The map and its credit line are drawn in the browser, not in the prerendered pages;
    // sample profiles are no links at all. WhatsApp is linked on every page whatever its
    // number: "Send this page" (layout/PageTools.tsx).
    const drawnInTheBrowser = ['tile.openstreetmap.org', 'www.openstreetmap.org'];
    const samples = thirdParties
      .filter(({ id }) => id === 'social' && addressesToConfirm.social)
      .flatMap((party) => party.hosts);
    expect([...linked].sort()).toEqual(
      [...named]
        .filter((host) => !drawnInTheBrowser.includes(host) && !samples.includes(host))
        .sort(),
    );
  });

  it('robots.txt allows everything and names the sitemap', () => {
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('llms.txt describes the clinic, links every treatment and says how to reach it', () => {
    const llms = readFileSync(join(dist, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# face multispecialty clinic/);
    for (const treatment of treatmentSlugs) expect(llms).toContain(`/${treatment})`);
    expect(llms).toContain(clinicFacts.phone.display);
    expect(llms).toContain('403521');
    for (const page of ['urgent', 'privacy', 'accessibility', 'fees', 'visit'])
      expect(llms).toContain(`/${page})`);
  });
});
