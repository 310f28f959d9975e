import { createHash } from 'node:crypto';
import { inlineStylesheets, styleHashSource, withStyleHashes } from './inlineStylesheet';

describe('the stylesheet inlined in every page', () => {
  const built =
    '<head>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/styles-3.css">\n  </head>';
  const css = ':root{--teal:#0f5f63}body{margin:0}';

  it("takes the place of Vite's link, first in the head, ahead of the scripts", () => {
    expect(inlineStylesheets(built, new Map([['assets/styles-3.css', css]]), '/')).toBe(
      `<head>\n    <style>${css}</style>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    \n  </head>`,
    );
  });

  it('is never lost: a stylesheet Vite did not link stops the build', () => {
    expect(() => inlineStylesheets(built, new Map([['assets/other.css', css]]), '/')).toThrow(
      'assets/other.css',
    );
  });

  it('refuses a stylesheet that would end its <style> early', () => {
    expect(() =>
      inlineStylesheets(built, new Map([['assets/styles-3.css', 'a{}</style><script>']]), '/'),
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
