import { classesOf, mayMatch, stylesheetFor } from './stylesheetSubset';

describe("a page's classes", () => {
  it('are every name of every class attribute, once', () => {
    const html =
      '<div class="hero hero-media"><p class="lead">x</p><svg class="icon"></svg><p class="lead  note"></p><i class=""></i></div>';
    expect([...classesOf(html)].sort()).toEqual(['hero', 'hero-media', 'icon', 'lead', 'note']);
  });

  it('are not read from text that only looks like an attribute', () => {
    expect([...classesOf('<p data-class="a">class="b"</p>')]).toEqual([]);
  });
});

describe('whether a selector may match a page', () => {
  const page = new Set(['card', 'card-title', 'menu-toggle', 'navbar']);

  it.each([
    ['.card', true],
    ['.card .card-title', true],
    ['.card > h2', true],
    ['.card.is-open', false],
    ['.navbar.is-sticky .nav-link', false],
    ['.fees-table td', false],
    ['details.menu-toggle[open] > summary', true],
    ['.menu-toggle:focus-visible', true],
    ['.card::before', true],
    ['a[href$=".pdf"]', true],
    ['.card a[href$=".pdf"]', true],
    ['.fees a[href$=".pdf"]', false],
    ['html', true],
    [':root', true],
    ['[lang="zh"] body', true],
    ['.card:not(.is-open)', true],
    ['.fees-table:not(.wide)', true],
    [':is(.fees-table, .card) h2', true],
    [':where(.x) p', true],
    ['body:has(.dialog)', true],
  ])('%s: %s', (selector, expected) => {
    expect(mayMatch(selector, page)).toBe(expected);
  });
});

describe('the stylesheet for a kind of page', () => {
  const css =
    ':root{--c:#0f5f63}body{margin:0}.card,.fees-table{padding:1rem}.fees-table td{color:red}@media (min-width:48rem){.card{display:grid}.fees-table{width:100%}}@supports (display:grid){@media print{.fees-table{break-inside:avoid}}}@keyframes spin{from{transform:rotate(0)}12.5%{opacity:.5}to{transform:rotate(1turn)}}.spinner{animation:spin 1s}';

  it('is the stylesheet itself, byte for byte, when a page uses every rule', () => {
    expect(stylesheetFor(css, [new Set(['card', 'fees-table', 'spinner'])])).toBe(css);
  });

  it('keeps what any one of the pages may use, in its place, and drops emptied at-rules', () => {
    expect(stylesheetFor(css, [new Set(['card'])])).toBe(
      ':root{--c:#0f5f63}body{margin:0}.card,.fees-table{padding:1rem}@media (min-width:48rem){.card{display:grid}}@keyframes spin{from{transform:rotate(0)}12.5%{opacity:.5}to{transform:rotate(1turn)}}',
    );
  });

  it('checks each page on its own: classes of two different pages do not add up', () => {
    const twoClasses = '.card .fees-table{color:red}.card{color:blue}';
    expect(stylesheetFor(twoClasses, [new Set(['card']), new Set(['fees-table'])])).toBe(
      '.card{color:blue}',
    );
    expect(stylesheetFor(twoClasses, [new Set(['card', 'fees-table'])])).toBe(twoClasses);
  });
});
