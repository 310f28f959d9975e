/**
 * The app starts where the visitor is, and a new page is announced.
 *
 * - The app's code is held back while the visitor reads the prerendered page: they scroll
 *   and open the language list, the phone menu or the social links (native disclosures); when
 *   the app takes over, the scroll position and the open panel stay where they were (the first
 *   arrival is not a route change), and the store has the panel open.
 * - After a route change, focus is on the new page's main heading, so a screen reader says
 *   where the visitor now is and the keyboard continues from there.
 */
import type { Page } from '@playwright/test';
import { expect, it, ready } from './fixtures';
import {
  carouselSettled,
  disclosureButton,
  expectExpanded,
  hydrated,
  navbar,
  nextFrames,
  showCarousel,
  tabTo,
  visit,
} from './visitor';

/** Opens `path` with the site's scripts held back until the returned function is called. */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release: (value?: unknown) => void = () => undefined;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: the page is read as soon as it shows.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return () => {
    release();
  };
}

/** The scroll position over the next few frames, once the app has started. */
async function scrollAfterStart(page: Page): Promise<number[]> {
  await ready(page);
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const positions: number[] = [];
        const sample = () => {
          positions.push(Math.round(window.scrollY));
          if (positions.length < 10) requestAnimationFrame(sample);
          else resolve(positions);
        };
        requestAnimationFrame(sample);
      }),
  );
}

for (const path of ['/', '/service/implants-and-oral-surgery/wisdom-teeth', '/ru/contact']) {
  it(`${path}: scrolled before the app starts, the page stays where the visitor is`, async ({
    page,
  }) => {
    const release = await openWithScriptsHeld(page, path);
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(300);
    const before = await page.evaluate(() => Math.round(window.scrollY));
    release();
    const after = await scrollAfterStart(page);
    expect(
      after.every((y) => Math.abs(y - before) <= 1),
      `${String(before)} -> ${after.join(', ')}`,
    ).toBe(true);
  });
}

it('the language list opened before the app starts stays open, and then closes like any panel', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/contact');
  const list = page.getByRole('list', { name: 'Language' });
  await page.locator('details.language-switcher summary').click();
  await expect(list).toBeVisible();
  release();
  await ready(page);
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

it('the phone menu opened before the app starts stays open, and the app knows it @phone', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/service/cosmetics');
  const { menuButton, nav, contact } = navbar(page);
  // A tap on a slow phone, seconds before the scripts arrive: the native disclosure opens.
  await menuButton.tap();
  await expectExpanded(menuButton, true);
  await expect(nav).toBeVisible();
  await expect(menuButton).toBeInViewport();
  release();
  await hydrated(page);
  // Still open, now as the app's drawer: the class comes from the store, which has it open.
  await expectExpanded(menuButton, true);
  await expect(nav).toHaveClass(/is-open/);
  await expect(nav).toBeVisible();
  // Escape closes the panel the store has open, and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expectExpanded(menuButton, false);
  await expect(nav).toBeHidden();
  await expect(menuButton).toBeFocused();
  // From then on one tap is one toggle of the store's state.
  await menuButton.tap();
  await expect(nav).toHaveClass(/is-open/);
  await contact.tap();
  await expect(page).toHaveURL('/contact');
  await expectExpanded(menuButton, false);
  await expect(nav).toBeHidden();
});

it('the social links opened before the app starts stay open, and then close like any panel', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/contact');
  const toggle = disclosureButton(page, 'Social media links');
  const list = page.getByRole('list', { name: 'Social media links' });
  await toggle.click();
  await expect(list).toBeVisible();
  release();
  await hydrated(page);
  await expect(list).toBeVisible();
  await expectExpanded(toggle, true);
  // Scrolling closes an open panel (spec §4): the store has it open.
  await page.mouse.move(100, 500);
  await page.mouse.wheel(0, 300);
  await expect(list).toBeHidden();
  await expectExpanded(toggle, false);
  // Back at the top, once that scroll has been reported, the next tap opens it again.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await nextFrames(page);
  await toggle.click();
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();
});

it.describe('a new page is announced: focus on its main heading @desktop', () => {
  it('after a navbar link', async ({ page }) => {
    await visit(page, '/');
    await tabTo(page, navbar(page).contact);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // The next Tab stop follows the heading, in the page the visitor is now on.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  it('after a footer link', async ({ page }) => {
    await visit(page, '/contact');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Cosmetics' });
    await tabTo(page, footerLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/cosmetics');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  it("after a treatment card: the treatment's own heading", async ({ page }) => {
    await visit(page, '/service/cosmetics');
    const carousel = await showCarousel(page, 'Treatments in Cosmetics');
    await carouselSettled(carousel);
    await tabTo(page, carousel.getByRole('link', { name: 'Dermal fillers' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/cosmetics/dermal-fillers');
    await expect(page.locator('#treatment-title')).toBeFocused();
    await expect(page.locator('#treatment-title')).toHaveText('Dermal fillers');
  });
});

it('on a phone, a choice in the menu moves focus to the new page @phone', async ({ page }) => {
  await visit(page, '/');
  const { menuButton, contact } = navbar(page);
  await menuButton.click();
  await contact.click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
