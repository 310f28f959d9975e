/**
 * The phone menu's focus can be seen, and its button says its state (WCAG 2.2 2.4.11 focus not
 * obscured, 4.1.2 name, role, value), in English and Hindi.
 *
 * The focus tests elsewhere check where the focus is; this one checks that it can be seen:
 * nothing covers the focused element (the element at its centre is it or inside it), and
 * what Chromium's accessibility tree gives a screen reader for it (its name and its expanded
 * state), after Enter and after a tap on ☰, at the top of the page and from the bar that sticks.
 */
import type { Page } from '@playwright/test';
import { expect, it } from './fixtures';
import { disclosureButton, english, hindi, visit, type NavWords } from './visitor';

/** Where the focus is, whether anything covers it, and what the accessibility tree says of it. */
async function focused(page: Page) {
  const place = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const onTop = document.elementFromPoint(x, y);
    return {
      inViewport: x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight,
      uncovered: onTop !== null && (onTop === element || element.contains(onTop)),
      onTop: onTop ? `${onTop.tagName.toLowerCase()}.${onTop.getAttribute('class') ?? ''}` : null,
      id: element.id,
    };
  });
  // Chromium's own accessibility tree: what a screen reader is told.
  const cdp = await page.context().newCDPSession(page);
  const { result } = (await cdp.send('Runtime.evaluate', {
    expression: 'document.activeElement',
  })) as { result: { objectId?: string } };
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  })) as {
    nodes: {
      name?: { value?: string };
      properties?: { name: string; value: { value?: unknown } }[];
    }[];
  };
  await cdp.detach();
  const node = nodes[0];
  return {
    ...place,
    name: node?.name?.value,
    expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value,
  };
}

async function expectFocusSeen(page: Page, words: NavWords, open: boolean) {
  await expect
    .poll(async () => {
      const seen = await focused(page);
      return {
        id: seen.id,
        inViewport: seen.inViewport,
        uncovered: seen.uncovered,
        name: seen.name,
        expanded: seen.expanded,
      };
    })
    .toEqual({
      id: 'menu-button',
      inViewport: true,
      uncovered: true,
      name: words.menuButton,
      expanded: open,
    });
}

for (const [language, words, path] of [
  ['English', english, '/service/cosmetics'],
  ['Hindi', hindi, '/hi/service/cosmetics'],
] as const) {
  it(
    `${language}: the menu's one button stays in view and named with its state, by key and by tap`,
    { tag: '@phone' },
    async ({ page }) => {
      await visit(page, path);
      const button = disclosureButton(page, words.menuButton);
      const nav = page.getByRole('navigation', { name: words.mainNavigation });

      // Enter: the drawer opens, the focus stays on the button, which is still seen.
      await button.focus();
      await expectFocusSeen(page, words, false);
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await expectFocusSeen(page, words, true);
      // No second button to close it: the same one does, and keeps the focus.
      await expect(page.getByRole('button', { name: /close menu|मेन्यू बंद/i })).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(nav).toBeHidden();
      await expectFocusSeen(page, words, false);

      // A tap: the same.
      await button.tap();
      await expect(nav).toBeVisible();
      await expectFocusSeen(page, words, true);
      await button.tap();
      await expect(nav).toBeHidden();
      await expectFocusSeen(page, words, false);

      // From the bar that sticks (past 125 px of scroll).
      await page.evaluate(() => {
        window.scrollTo(0, 600);
      });
      await expect(page.locator('.menu-toggle.is-sticky')).toBeVisible();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await expectFocusSeen(page, words, true);
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expectFocusSeen(page, words, false);
    },
  );
}
