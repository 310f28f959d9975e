/**
 * The privacy notice and the accessibility statement say what the site does; these tests hold
 * each checkable sentence to the code, the configuration or the test that makes it true, so a
 * change that makes a sentence false fails here until the words change with it:
 *
 * - what the host records of a visit (privacy.collect.serverLog.<host>) == its row of
 *   deploy/host-rules.mjs (`requestLogs`), and nginx's row == deploy/nginx.conf and
 *   deploy/logrotate.conf, Cloudflare's == wrangler.jsonc;
 * - "what is kept on your device" (privacy.device) == every use of the browser's storage under
 *   src/ and the service worker's caches and limits (src/content/browserStorage.ts);
 * - "how it is tested" (accessibility.testing.checks) == the browser tests that make each check,
 *   "every page without JavaScript" == a page of every kind in the no-JS test.
 *
 * The third parties are held to the CSP in privacy.test.ts, and to what the built pages can
 * load in test/build/thirdParties.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestLogs } from '../../deploy/host-rules.mjs';
import { browserStorage, keptOnTheDevice } from '../../src/content/browserStorage';
import { accessibilityCheckNumbers, accessibilityChecks } from '../../src/content/statements';
import { languages } from '../../src/lib/languages';
import { runtimeCaches } from '../../src/serviceWorker/caches';
import { pageTypes } from '../harness/pages.mjs';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** A language's statements.json as written, placeholders and all. */
const statementsIn = (language: string) =>
  JSON.parse(read(`src/locales/${language}/statements.json`)) as {
    privacy: { collect: { serverLog: Record<string, string> }; device: { items: string[] } };
    accessibility: { testing: { checks: Record<string, string> } };
  };

/** A configuration or source file without its comments (crudely: enough for these files). */
function withoutComments(text: string, kind: 'nginx' | 'ts'): string {
  if (kind === 'nginx') return text.replace(/#.*$/gm, '');
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('“What the site collects”: what each host logs, as deploy/host-rules.mjs says', () => {
  /**
   * What each host's sentence says it records: the row of `requestLogs` it was written for. A
   * row that changes fails here until the words of its host change with it (then this table).
   */
  const writtenFor = {
    nginx: { visits: 'none', errors: { level: 'error' } },
    cloudflare: { visits: 'host', siteLogs: 'off' },
    netlify: { visits: 'host', siteLogs: 'host' },
  };

  it('the host rules say what the words were written for', () => {
    expect(Object.keys(requestLogs)).toEqual(Object.keys(writtenFor));
    expect(requestLogs).toMatchObject(writtenFor);
  });

  it.each(languages)(
    '%s: a sentence for each host, its numbers from the host rules',
    (language) => {
      const { serverLog } = statementsIn(language).privacy.collect;
      expect(Object.keys(serverLog)).toEqual(Object.keys(requestLogs));
      expect(serverLog.nginx).toContain('{{errorLogDays}}');
      for (const [host, text] of Object.entries(serverLog))
        expect(text, `${host}: no number written by hand`).not.toMatch(/\d/);
    },
  );

  /** The `server { … }` blocks of an nginx configuration, comments removed. */
  function serverBlocks(config: string): string[] {
    const blocks: string[] = [];
    for (const match of config.matchAll(/\bserver\s*\{/g)) {
      let depth = 0;
      for (let i = match.index; i < config.length; i++) {
        if (config[i] === '{') depth++;
        else if (config[i] === '}' && --depth === 0) {
          blocks.push(config.slice(match.index, i + 1));
          break;
        }
      }
    }
    return blocks;
  }

  /** Whether a visitor's requests to the site's server are logged: deploy/nginx.conf. */
  function nginxKeepsVisitLog(): boolean {
    const config = withoutComments(read('deploy/nginx.conf'), 'nginx');
    const servers = serverBlocks(config);
    expect(servers.length).toBeGreaterThan(0);
    // Every server that answers visitors turns the log off at its own level (which no http
    // block around it can turn back on), and nothing inside turns one on again.
    return servers.some((server) => {
      const directives = [...server.matchAll(/^\s*access_log\s+([^;]+);/gm)].map(([, value]) =>
        value?.trim(),
      );
      const serverLevel = server.replace(/\blocation\b[^{]*\{[^}]*\}/g, '');
      return !/^\s*access_log\s+off\s*;/m.test(serverLevel) || directives.some((v) => v !== 'off');
    });
  }

  it('nginx: deploy/nginx.conf keeps a log of visits only if its row says so', () => {
    expect(nginxKeepsVisitLog()).toBe(requestLogs.nginx.visits !== 'none');
  });

  it('nginx: errors go to one file at the row’s level, which deploy/logrotate.conf keeps its days', () => {
    const { file, level, keptDays } = requestLogs.nginx.errors;
    const [server = ''] = serverBlocks(withoutComments(read('deploy/nginx.conf'), 'nginx'));
    expect([...server.matchAll(/^\s*error_log\s+([^;]+);/gm)].map(([, value]) => value)).toEqual([
      `${file} ${level}`,
    ]);
    // Daily, even when empty, so no line outlives the days the notice gives: today's file and
    // keptDays − 1 before it.
    const rotation = withoutComments(read('deploy/logrotate.conf'), 'nginx');
    expect(rotation).toContain(`${file} {`);
    for (const line of ['daily', `rotate ${keptDays - 1}`, `maxage ${keptDays}`, 'ifempty'])
      expect(rotation).toMatch(new RegExp(`^\\s*${line}$`, 'm'));
  });

  it('deploy/nginx.standalone.conf serves no visitors: it only wraps nginx.conf for a local run', () => {
    const standalone = withoutComments(read('deploy/nginx.standalone.conf'), 'nginx');
    expect(serverBlocks(standalone)).toEqual([]);
    expect(standalone).toMatch(/^\s*include clinic\.conf;/m);
  });

  it('Cloudflare: wrangler.jsonc keeps Workers Logs only if its row says so', () => {
    const config = JSON.parse(withoutComments(read('wrangler.jsonc'), 'ts')) as {
      observability: { enabled: boolean };
    };
    expect(config.observability.enabled).toBe(requestLogs.cloudflare.siteLogs !== 'off');
  });
});

describe('“What is kept on your device” is what the code stores', () => {
  const sources = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const storageApis = [
    ['sessionStorage', /\bsessionStorage\b/],
    ['localStorage', /\blocalStorage\b/],
    ['indexedDB', /\bindexedDB\b/],
    ['cookie', /\bdocument\.cookie\b|\bcookieStore\b/],
    ['Cache Storage', /\bcaches\.open\b|\bcacheName\s*:|\bprecacheAndRoute\b/],
  ] as const;

  it('every use of the browser’s storage under src/ is in the table the notice is written from', () => {
    const found = new Set<string>();
    // The table itself names the storage APIs as its types.
    for (const file of sources('src').filter((f) => f !== 'src/content/browserStorage.ts')) {
      const code = withoutComments(read(file), 'ts');
      for (const [api, pattern] of storageApis) if (pattern.test(code)) found.add(`${api} ${file}`);
    }
    expect([...found].sort()).toEqual(
      [...new Set(browserStorage.map(({ api, file }) => `${api} ${file}`))].sort(),
    );
  });

  it('each key the code stores under is named in the table', () => {
    for (const { api, name, file } of browserStorage.filter((s) => s.api !== 'Cache Storage'))
      expect(read(file), `${api} ${name}`).toContain(`'${name}'`);
  });

  it('the service worker’s caches are the table’s, each expired by the limits the notice gives', () => {
    const worker = withoutComments(read('src/serviceWorker/sw.ts'), 'ts');
    const named = [...worker.matchAll(/\bcacheName\s*:\s*'([^']+)'/g)].map(([, name]) => name);
    const inTable = browserStorage.filter((s) => s.api === 'Cache Storage').map((s) => s.name);
    expect([...named, 'workbox-precache'].sort()).toEqual([...inTable].sort());
    expect(worker).toMatch(/\bprecacheAndRoute\(/);
    for (const name of Object.keys(runtimeCaches)) {
      const route = worker.slice(worker.indexOf(`cacheName: '${name}'`));
      expect(route.slice(0, route.indexOf('registerRoute') >>> 0), name).toContain(
        `new ExpirationPlugin(expiration('${name}'))`,
      );
    }
  });

  it.each(languages)('%s: the notice gives every limit, from the service worker', (language) => {
    const device = statementsIn(language).privacy.device.items.join(' ');
    for (const name of Object.keys(keptOnTheDevice)) expect(device).toContain(`{{${name}}}`);
    expect(keptOnTheDevice.pagesKept).toBe(runtimeCaches.pages.maxEntries);
    expect(keptOnTheDevice.tilesKept).toBe(runtimeCaches['map-tiles'].maxEntries);
  });
});

describe('“How it is tested”: each check the accessibility statement names is a browser test', () => {
  const spec = (path: string) => {
    expect(existsSync(join(root, path)), path).toBe(true);
    return read(path);
  };
  const numbersIn = (text: string, name: string) =>
    (new RegExp(`const ${name} = \\[([^\\]]+)\\]`).exec(text)?.[1] ?? '').split(',').map(Number);

  /** What each check's test file must do for the statement's sentence to be true. */
  const holds: Record<(typeof accessibilityChecks)[number]['id'], (text: string) => void> = {
    axe: (text) => {
      expect(text).toContain('expectNoAxeViolations(');
      expect(read('test/e2e/axe.ts')).toMatch(/'wcag22a'.*'wcag22aa'/);
      for (const language of ['chinese', 'english', 'french', 'hindi', 'russian'])
        expect(text).toMatch(
          new RegExp(`import ${language} from '../../src/locales/\\w+/ui.json'`),
        );
      expect(pageTypes).toHaveLength(accessibilityCheckNumbers.testedPageKinds);
    },
    reflow: (text) => {
      const widths = [...numbersIn(text, 'phoneWidths'), ...numbersIn(text, 'wideWidths')];
      expect(Math.min(...widths)).toBe(accessibilityCheckNumbers.narrowest);
      expect(Math.max(...widths)).toBe(accessibilityCheckNumbers.widest);
      expect(text).toContain('openNavbar(');
      expect(text).toMatch(/scrollWidth/);
    },
    'text-size': (text) => {
      expect(text).toContain(`const width = ${accessibilityCheckNumbers.phoneWidth};`);
      expect(text).toMatch(/font-size: 200%/);
      expect(text).toMatch(/letter-spacing: 0\.12em/);
      expect(text).toMatch(/word-spacing: 0\.16em/);
      expect(text).toMatch(/line-height: 1\.5/);
    },
    keyboard: (text) => {
      expect(text).toContain('Skip to main content');
      expect(text).toMatch(/menu/i);
      expect(text).toMatch(/panel/i);
      expect(text).toMatch(/carousel/i);
    },
    'no-js': (text) => {
      expect(text).toContain('javaScriptEnabled: false');
      // "every page without JavaScript": a page of each kind the browser tests know.
      const kinds: Record<(typeof pageTypes)[number][0], RegExp> = {
        home: /path: '\/'/,
        services: /path: '\/service'/,
        category: /path: '\/service\/[a-z-]+'/,
        treatment: /path: '\/service\/[a-z-]+\/[a-z-]+'/,
        doctors: /path: '\/meet'/,
        doctor: /path: '\/meet\/[a-z-]+'/,
        contact: /path: '\/contact'/,
        'urgent help': /path: '\/urgent'/,
        privacy: /path: '\/privacy'/,
        accessibility: /path: '\/accessibility'/,
        fees: /path: '\/fees'/,
        'your visit': /path: '\/visit'/,
        'a-z': /path: '\/a-z'/,
        '404': /page\.goto\('\/nowhere'\)/,
      };
      expect(Object.keys(kinds).sort()).toEqual(pageTypes.map(([kind]) => kind).sort());
      for (const [kind, path] of Object.entries(kinds)) expect(text, kind).toMatch(path);
    },
    print: (text) => {
      expect(text).toContain('page.pdf(');
      for (const page of ['category', 'doctor', 'contact'])
        expect(text).toMatch(new RegExp(`\\[\\s*'${page}',\\s*'/`));
    },
  };

  it.each(accessibilityChecks.map((check) => [check.id, check.spec] as const))(
    '%s: %s makes it',
    (id, path) => {
      holds[id](spec(path));
    },
  );

  it.each(languages)(
    '%s: the statement names exactly those checks, with their numbers',
    (language) => {
      const checks = statementsIn(language).accessibility.testing.checks;
      expect(Object.keys(checks).sort()).toEqual(accessibilityChecks.map((c) => c.id).sort());
      expect(checks.reflow).toContain('{{narrowest}}');
      expect(checks.reflow).toContain('{{widest}}');
      expect(checks['text-size']).toContain('{{phoneWidth}}');
    },
  );
});
