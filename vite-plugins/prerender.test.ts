import { fileOfPath, fillTemplate } from './prerender';

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
