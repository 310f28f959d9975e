/**
 * A host that sends no headers still gives every page a Content-Security-Policy: each built
 * page carries, in a `<meta http-equiv>` ahead of everything it governs, the policy every
 * response's header carries (deploy/host-rules.mjs), but for the directives a meta element
 * cannot carry: style-src with every kind's stylesheet hash, its own among them (a move inside
 * the app brings another kind's stylesheet under the first page's policy).
 * Reads dist/, which `npm test` builds first.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '../../deploy/host-rules.mjs';
import { headerOnlyDirectives, styleHashSource } from '../../vite-plugins/inlineStylesheet';

const dist = join(process.cwd(), 'dist');
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
);

/** A policy's directives, name -> its sources as written. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );

const header = directivesOf(new Map(securityHeaders).get('Content-Security-Policy') ?? '');
const headerStyleHashes = header.get('style-src')?.split(' ').slice(1) ?? [];

describe('the Content-Security-Policy in every page, for hosts that send no headers', () => {
  it('the header holds what a meta cannot carry, and a hash for each kind of page', () => {
    expect(header.get('frame-ancestors')).toBe("'none'");
    expect(headerStyleHashes.length).toBeGreaterThan(1);
  });

  it.each(pages)('%s', (page) => {
    // Read as text: a parser takes seconds for all pages, and the head is plain.
    const html = readFileSync(join(dist, page), 'utf8');
    const metas = [
      ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi),
    ];
    expect(metas).toHaveLength(1);
    const at = metas[0]?.index ?? -1;
    // In the head, before every element the policy governs.
    expect(at).toBeGreaterThan(html.indexOf('<head>'));
    const governed = html.search(/<(style|link|script|img|video|iframe|object)\b/);
    expect(at, 'the first element it governs comes after it').toBeLessThan(governed);
    expect(governed).toBeLessThan(html.indexOf('</head>'));

    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const ownHash = styleHashSource(style);
    expect(headerStyleHashes).toContain(ownHash);
    const expected = new Map(
      [...header]
        .filter(([name]) => !headerOnlyDirectives.includes(name))
        .map(([name, sources]) => [name, sources]),
    );
    expect(directivesOf(metas[0]?.[1] ?? '')).toEqual(expected);
  });
});
