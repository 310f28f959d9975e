/**
 * What the built site can make a visitor's browser contact, read from dist/ (`npm test`
 * builds it first), against what the privacy notice says:
 *
 * - the prerendered pages fetch nothing from another site by themselves (every src, srcset,
 *   poster, stylesheet, preload, icon and manifest is this site's);
 * - every address the built code holds is this site's, a party the notice names
 *   (src/content/thirdParties.ts: the map's tiles by themselves, the rest on a tap), or one
 *   listed below with the reason the page never contacts it;
 * - the service worker precaches, at the first visit, exactly what the notice says: the
 *   urgent-help, contact and offline pages and the interface words of every language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { thirdParties } from '../../src/content/thirdParties';
import { siteUrl } from '../../src/content/site';
import { languagePrefix, languages } from '../../src/lib/languages';

const dist = join(process.cwd(), 'dist');

const filesIn = (folder: string, ending: RegExp): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesIn(path, ending);
    return ending.test(entry.name) ? [path] : [];
  });

const siteHost = new URL(siteUrl).host;
const named = (contacted: 'automatic' | 'on-tap') =>
  thirdParties.filter((party) => party.contacted === contacted).flatMap((party) => party.hosts);

/**
 * Addresses in the built code that no page ever contacts, each with why. A host not here and
 * not in the notice fails the test: name it in the notice (and the CSP), or say here why it is
 * never contacted.
 */
const neverContacted: Record<string, string> = {
  'www.w3.org': 'XML namespaces (SVG, XHTML, XLink): names, never fetched',
  'schema.org': 'the JSON-LD vocabulary: a name, never fetched',
  localhost: 'React Router’s base for parsing relative addresses',
  'react.dev': 'in React’s error messages, shown in the console only',
  'reactrouter.com': 'in React Router’s error messages',
  'react.i18next.com': 'in react-i18next’s warnings',
  'redux.js.org': 'in Redux’s minified error messages',
  'redux-toolkit.js.org': 'in Redux Toolkit’s minified error messages',
  'bit.ly': 'in Immer’s minified error messages',
  'leafletjs.com':
    'Leaflet’s default credit prefix, switched off (ClinicMap.tsx; test/content/mapLinks.test.tsx)',
};

describe('what the built pages can contact is what the privacy notice says', () => {
  it('the prerendered pages fetch nothing from another site by themselves', () => {
    const pages = filesIn(dist, /\.html$/);
    expect(pages.length).toBeGreaterThan(300);
    const fetchedElsewhere = new Set<string>();
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const fetched = [
        ...[
          ...html.matchAll(/<(?:img|script|source|video|audio|iframe|embed|track|input)\b[^>]*>/g),
        ]
          .flatMap(([tag]) => [...tag.matchAll(/\s(?:src|srcset|poster)="([^"]*)"/g)])
          .flatMap(([, value]) =>
            (value ?? '').split(/,\s*/).map((part) => part.split(/\s/)[0] ?? ''),
          ),
        // Every <link> but the page's own addresses (canonical, its other languages).
        ...[...html.matchAll(/<link\b[^>]*>/g)]
          .filter(([tag]) => !/\srel="(canonical|alternate)"/.test(tag))
          .map(([tag]) => /\shref="([^"]*)"/.exec(tag)?.[1] ?? ''),
        ...[...html.matchAll(/url\(\s*['"]?([^'")]+)/g)].map(([, url]) => url ?? ''),
      ];
      for (const url of fetched)
        if (/^(https?:)?\/\//.test(url) && new URL(url, siteUrl).host !== siteHost)
          fetchedElsewhere.add(`${relative(dist, file)}: ${url}`);
    }
    expect([...fetchedElsewhere]).toEqual([]);
  });

  it('every address in the built code is this site’s, a party the notice names, or never contacted', () => {
    const code = [
      ...filesIn(join(dist, 'assets'), /\.js$/),
      join(dist, 'sw.js'),
      join(dist, 'offline.js'),
    ];
    const hosts = new Set<string>();
    for (const file of code)
      for (const [url] of readFileSync(file, 'utf8').matchAll(/https?:\/\/[\w.-]+/g))
        hosts.add(new URL(url).host);
    const accounted = new Set([
      siteHost,
      ...named('automatic'),
      ...named('on-tap'),
      ...Object.keys(neverContacted),
    ]);
    expect([...hosts].filter((host) => !accounted.has(host)).sort()).toEqual([]);
    // What the page contacts by itself is really in the code: the map's tiles.
    for (const host of named('automatic')) expect(hosts).toContain(host);
  });
});

describe('“from your first visit”: what the service worker precaches', () => {
  const precached = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
    ([, url]) => url ?? '',
  );

  it('the urgent-help, contact and offline pages in every language, and no other page', () => {
    const expected = languages.flatMap((language) => {
      const folder = languagePrefix[language] ? `${languagePrefix[language].slice(1)}/` : '';
      return [`${folder}urgent/index.html`, `${folder}contact/index.html`, `${folder}offline.html`];
    });
    expect(precached.filter((url) => url.endsWith('.html')).sort()).toEqual(expected.sort());
  });

  it('the interface words of every language, and the site’s code', () => {
    expect(precached.filter((url) => /^assets\/ui-[\w-]+\.js$/.test(url))).toHaveLength(
      languages.length,
    );
    expect(precached.some((url) => /^assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  });
});
