/**
 * Larger text and wider spacing on a 360 px phone: text twice the size (WCAG 2.2 1.4.4, the
 * site's sizes are in rem, so this is the root's size) together with the text-spacing
 * overrides of 1.4.12 (line height 1.5, paragraphs 2 em apart, letters 0.12 em, words
 * 0.16 em). Nothing may then scroll sideways, and no text in the header, the cards or the
 * tables may be cut off by the box around it, leave the screen or run into other text.
 */
import { expect, it } from './fixtures';
import { readToTheEnd, visit } from './visitor';

// The visitor's own text settings act as a user stylesheet, which a page's Content Security
// Policy does not govern; the test adds them as a <style> element, which it would block.
it.use({ bypassCSP: true });

const width = 360;

const largerTextWiderSpacing = `
  html { font-size: 200% !important; }
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

// One test per language: each is a few seconds, where all of them in one test ran alone at the
// end of the suite for half a minute.
const languages = [
  ['en', ''],
  ['hi', '/hi'],
  ['ru', '/ru'],
  ['fr', '/fr'],
  ['zh', '/zh'],
] as const;
// prettier-ignore
const pages = [
  ['home', '/'],
  ['treatment', '/service/implants-and-oral-surgery/wisdom-teeth'],
  ['contact', '/contact'],
] as const;

/**
 * Text in the header, in the cards on the screen and in the tables that is cut off (by a box
 * that hides what overflows it, or by the edge of the screen) or that overlaps other text.
 * Visually hidden text (a name for a screen reader, 1 px wide) is not looked at.
 */
function textProblems(deviceWidth: number): string[] {
  const scopes = [
    ...Array.from(document.querySelectorAll<HTMLElement>('.site-header')),
    ...Array.from(document.querySelectorAll<HTMLElement>('.card')).filter((card) => {
      const box = card.getBoundingClientRect();
      return card.checkVisibility() && box.left >= -1 && box.right <= deviceWidth + 1;
    }),
    ...Array.from(document.querySelectorAll<HTMLElement>('table')),
  ];
  const problems: string[] = [];
  const describe = (node: Node) =>
    `"${(node.textContent ?? '').trim().slice(0, 40)}" in ${node.parentElement?.tagName.toLowerCase() ?? ''}.${node.parentElement?.className ?? ''}`;
  const hiddenFromSight = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
    }
    return false;
  };

  for (const scope of scopes) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const lines: { node: Node; box: DOMRect }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !parent.checkVisibility()) continue;
      if (hiddenFromSight(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) {
        if (box.width < 1) continue;
        lines.push({ node, box });
        if (box.left < -1 || box.right > deviceWidth + 1) {
          problems.push(`${describe(node)} leaves the screen`);
        }
        for (
          let at: HTMLElement | null = parent;
          at && at !== scope.parentElement;
          at = at.parentElement
        ) {
          const style = getComputedStyle(at);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const frame = at.getBoundingClientRect();
          if (
            box.left < frame.left - 1 ||
            box.right > frame.right + 1 ||
            box.top < frame.top - 1 ||
            box.bottom > frame.bottom + 1
          ) {
            problems.push(
              `${describe(node)} is cut off by ${at.tagName.toLowerCase()}.${at.className}`,
            );
          }
        }
      }
    }
    for (const [index, one] of lines.entries()) {
      for (const other of lines.slice(index + 1)) {
        if (one.node === other.node) continue;
        const across =
          Math.min(one.box.right, other.box.right) - Math.max(one.box.left, other.box.left);
        const down =
          Math.min(one.box.bottom, other.box.bottom) - Math.max(one.box.top, other.box.top);
        if (across > 2 && down > 2)
          problems.push(`${describe(one.node)} overlaps ${describe(other.node)}`);
      }
    }
  }
  return [...new Set(problems)];
}

it.describe(`larger text and wider spacing at ${String(width)} px @phone`, () => {
  it.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });

  for (const [language, prefix] of languages) {
    it(`nothing scrolls sideways and no ${language} text is cut off or overlaps`, async ({
      page,
    }) => {
      it.setTimeout(90_000);
      for (const [name, path] of pages) {
        const address = path === '/' ? `${prefix}/` : `${prefix}${path}`;
        await visit(page, address);
        await page.addStyleTag({ content: largerTextWiderSpacing });
        const where = `${name} (${address})`;
        await readToTheEnd(page, where);
        const widths = await page.evaluate(() => ({
          innerWidth: window.innerWidth,
          scrollWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth),
        }));
        expect.soft(widths, `${where}: wider than the screen`).toEqual({
          innerWidth: width,
          scrollWidth: width,
        });
        expect.soft(await page.evaluate(textProblems, width), where).toEqual([]);
      }
    });
  }
});

/** How wide the page is: the layout viewport, and the widest of it and what it holds. */
const pageWidths = () => ({
  innerWidth: window.innerWidth,
  scrollWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth),
});

it.describe('the phone menu at 320 px with larger text and wider spacing @phone', () => {
  it.use({ viewport: { width: 320, height: 780 }, isMobile: true, hasTouch: true });
  const narrow = 320;
  const fits = { innerWidth: narrow, scrollWidth: narrow };

  for (const [language, prefix] of languages) {
    it(`the menu, the social links and the sticky bar fit, and no ${language} text in them is cut off`, async ({
      page,
    }) => {
      const address = `${prefix}/service/implants-and-oral-surgery/wisdom-teeth`;
      await visit(page, address);
      await page.addStyleTag({ content: largerTextWiderSpacing });
      const menuButton = page.locator('.menu-toggle > summary');
      const nav = page.locator('#site-nav');

      // At the top of the page: the drawer and the social links within the screen.
      await menuButton.click();
      await expect(nav).toBeVisible();
      const drawer = await nav.boundingBox();
      expect
        .soft(drawer && drawer.x >= 0 && drawer.x + drawer.width <= narrow, 'drawer')
        .toBe(true);
      expect.soft(await page.evaluate(pageWidths), `${address}, menu open`).toEqual(fits);
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await page.locator('.social > summary').click();
      await expect(page.locator('#social-panel')).toBeVisible();
      expect.soft(await page.evaluate(pageWidths), `${address}, social links open`).toEqual(fits);
      expect
        .soft(await page.evaluate(textProblems, narrow), `${address}, social links`)
        .toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.language-switcher > summary').click();
      await expect(page.locator('.language-list')).toBeVisible();
      expect.soft(await page.evaluate(pageWidths), `${address}, languages open`).toEqual(fits);
      expect.soft(await page.evaluate(textProblems, narrow), `${address}, languages`).toEqual([]);
      await page.keyboard.press('Escape');

      // Scrolled: the sticky bar, then the menu opened from it with its Service menu.
      await page.evaluate(() => {
        window.scrollTo(0, 1500);
      });
      await expect(page.locator('.menu-toggle.is-sticky')).toBeVisible();
      await expect(menuButton).toBeInViewport({ ratio: 1 });
      expect.soft(await page.evaluate(pageWidths), `${address}, sticky bar`).toEqual(fits);
      await menuButton.click();
      await page.locator('#submenu-trigger-service').click();
      await expect(page.locator('#submenu-service')).toBeVisible();
      expect.soft(await page.evaluate(pageWidths), `${address}, Service menu open`).toEqual(fits);
      expect.soft(await page.evaluate(textProblems, narrow), `${address}, menu`).toEqual([]);
    });
  }
});
