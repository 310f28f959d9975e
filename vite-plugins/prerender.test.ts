import { fileOfPath, fillTemplate, withoutScripts, withReconnectScript } from './prerender';

const template =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <!--page-head-->\n  </head>\n  <body><div id="root"><!--page-body--></div></body>\n</html>';
const page = { status: 200, lang: 'hi', head: '<title>नमस्ते</title>', body: '<main>$& ₹500</main>' };

describe('a prerendered page', () => {
  it('fills the language, the head and the body into index.html, words kept as written', () => {
    expect(fillTemplate(template, page)).toBe(
      '<!doctype html>\n<html lang="hi">\n  <head>\n    <title>नमस्ते</title>\n  </head>\n  <body><div id="root"><main>$& ₹500</main></div></body>\n</html>',
    );
  });

  it.each(['<html lang="en">', '<!--page-head-->', '<!--page-body-->'])(
    'refuses a template without %s',
    (placeholder) => {
      expect(() => fillTemplate(template.replace(placeholder, ''), page)).toThrow(placeholder);
    },
  );

  it.each([
    ['/', 'index.html'],
    ['/hi/', 'hi/index.html'],
    ['/service/cosmetics', 'service/cosmetics/index.html'],
    ['/zh/meet/psychiatrist', 'zh/meet/psychiatrist/index.html'],
  ])('at %s is written to %s', (path, file) => {
    expect(fileOfPath(path)).toBe(file);
  });
});

describe('the offline page, without scripts', () => {
  const built =
    '<!doctype html>\n<html lang="hi">\n  <head>\n    <style>body{margin:0}</style>\n    <title>आप ऑफ़लाइन हैं</title>\n    <script type="application/ld+json">{"@type":"Dentist"}</script>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/helpers-2.js">\n    <noscript><link rel="stylesheet" href="/no-js.css" /></noscript>\n  </head>\n  <body><div id="root"><main>₹500</main></div></body>\n</html>';
  const page = new DOMParser().parseFromString(withoutScripts(built), 'text/html');

  it('has no module script and no module preload, but keeps its structured data', () => {
    expect(page.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(
      0,
    );
    expect(page.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
      '{"@type":"Dentist"}',
    );
  });

  it('applies what <noscript> held', () => {
    expect(page.querySelector('noscript')).toBeNull();
    expect(page.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/no-js.css',
    );
  });

  it('keeps its language, head and words', () => {
    expect(page.documentElement.lang).toBe('hi');
    expect(page.title).toBe('आप ऑफ़लाइन हैं');
    expect(page.head.querySelector('style')?.textContent).toBe('body{margin:0}');
    expect(page.querySelector('main')?.textContent).toBe('₹500');
  });
});

describe('the offline page, once the connection is back', () => {
  it('runs its one script, which loads the page asked for, at the end of its body', () => {
    const page = new DOMParser().parseFromString(
      withReconnectScript(
        '<html><head><style>a{}</style></head><body><main>x</main></body></html>',
      ),
      'text/html',
    );
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('/offline.js');
    expect(page.body.lastElementChild).toBe(scripts[0]);
  });
});
