import { createHash } from 'node:crypto';
import {
  inlineStylesheets,
  metaPolicy,
  styleHashSource,
  withStyleHashes,
} from './inlineStylesheet';

describe('the stylesheet inlined in every page', () => {
  const built =
    '<head>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>';
  const css = ':root{--teal:#0f5f63}body{margin:0}';

  it('goes first in the head, ahead of the scripts', () => {
    expect(inlineStylesheets(built, new Map([['assets/styles-3.css', css]]))).toBe(
      `<head>\n    <style>${css}</style>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>`,
    );
  });

  it('is never also linked: a page that would load it before its first paint stops the build', () => {
    const linked = built.replace(
      '</head>',
      '<link rel="stylesheet" href="/assets/styles-3.css"></head>',
    );
    expect(() => inlineStylesheets(linked, new Map([['assets/styles-3.css', css]]))).toThrow(
      'assets/styles-3.css',
    );
  });

  it('refuses a stylesheet that would end its <style> early', () => {
    expect(() =>
      inlineStylesheets(built, new Map([['assets/styles-3.css', 'a{}</style><script>']])),
    ).toThrow('</style');
  });

  it('is allowed by the SHA-256 of its exact text, as browsers check it', () => {
    const expected = createHash('sha256').update(css).digest('base64');
    expect(styleHashSource(css)).toBe(`'sha256-${expected}'`);
    expect(styleHashSource(`${css} `)).not.toBe(styleHashSource(css));
  });
});

describe("the policy's style-src", () => {
  const policy = (styleSrc: string) =>
    `add_header Content-Security-Policy "default-src 'self'; ${styleSrc} style-src-attr 'unsafe-inline'; img-src 'self'" always;`;

  it('gets the new hash in place of the old one, the rest of the policy unchanged', () => {
    expect(withStyleHashes(policy("style-src 'self' 'sha256-old+/=';"), ["'sha256-new'"])).toBe(
      policy("style-src 'self' 'sha256-new';"),
    );
    expect(withStyleHashes(policy("style-src 'self';"), ["'sha256-new'"])).toBe(
      policy("style-src 'self' 'sha256-new';"),
    );
  });

  it('is left alone when it already allows the stylesheet', () => {
    expect(withStyleHashes(policy("style-src 'self' 'sha256-new';"), ["'sha256-new'"])).toBeNull();
  });

  it('must exist: a policy without one stops the build', () => {
    expect(() => withStyleHashes("default-src 'self'", ["'sha256-new'"])).toThrow('style-src');
  });
});

describe("the policy a page's <meta> carries", () => {
  const header =
    "default-src 'self'; style-src 'self' 'sha256-a' 'sha256-b'; style-src-attr 'unsafe-inline'; frame-ancestors 'none'; report-uri /r; report-to r; sandbox allow-scripts; form-action 'self'";

  it("is the header's, without what only a header carries, with every kind's stylesheet", () => {
    expect(metaPolicy(header, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; style-src 'self' 'sha256-a' 'sha256-b'; style-src-attr 'unsafe-inline'; form-action 'self'",
    );
  });

  it('refuses a policy an attribute would have to escape, or one without style-src', () => {
    expect(() => metaPolicy(`${header}; img-src "x"`, ["'sha256-b'"])).toThrow('escape');
    expect(() => metaPolicy("default-src 'self'", ["'sha256-b'"])).toThrow('style-src');
  });
});
