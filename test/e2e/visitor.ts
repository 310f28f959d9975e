/**
 * What a visitor does on every page, shared by the browser tests: open an address and wait
 * until the page answers, find the navbar (behind the menu button on phones), open its menus.
 * Everything is found by role and by the words a visitor reads (src/locales/<lng>/ui.json).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, ready } from './fixtures';

/** The navbar's words in the languages the tests read. */
export interface NavWords {
  mainNavigation: string;
  /** The phone menu's one button (its name says no state: its expanded state does). */
  menuButton: string;
  home: string;
  service: string;
  meet: string;
  contact: string;
  servicesMenu: string;
  doctorsMenu: string;
  /** A carousel's Next button. */
  next: string;
}

export const english: NavWords = {
  mainNavigation: 'Main navigation',
  menuButton: 'Menu',
  home: 'Home',
  service: 'Service',
  meet: 'Meet Us',
  contact: 'Contact Us',
  servicesMenu: 'Service categories',
  doctorsMenu: 'Our doctors',
  next: 'Next',
};

export const hindi: NavWords = {
  mainNavigation: 'मुख्य मेन्यू',
  menuButton: 'मेन्यू',
  home: 'होम',
  service: 'सेवाएँ',
  meet: 'हमसे मिलें',
  contact: 'संपर्क करें',
  servicesMenu: 'सेवाओं की श्रेणियाँ',
  doctorsMenu: 'हमारे डॉक्टर',
  next: 'अगला',
};

export const russian: NavWords = {
  mainNavigation: 'Основная навигация',
  menuButton: 'Меню',
  home: 'Главная',
  service: 'Услуги',
  meet: 'О нас',
  contact: 'Контакты',
  servicesMenu: 'Разделы услуг',
  doctorsMenu: 'Наши врачи',
  next: 'Вперёд',
};

/**
 * Waits until the page answers the visitor: the prerendered HTML is hydrated and its first
 * effects have run (the first effects scroll the window to the top and close any open panel,
 * so a test that scrolls or opens a panel earlier would race them). `ready` waits for the
 * mark App's effect sets; this also checks the root is no longer dehydrated and lets a frame
 * pass, so the effects queued beside that mark have run too.
 */
export async function hydrated(page: Page): Promise<void> {
  await ready(page);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return false;
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    if (!key) return false;
    const fiber = (root as unknown as Record<string, unknown>)[key] as {
      stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
    };
    return fiber.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          setTimeout(resolve, 0);
        });
      }),
  );
}

/** Lets the page lay itself out again after a change of size. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
}

/** Opens an address as a visitor does and waits until the page answers. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * A header panel's button, by the name it is read out with: the phone menu's, the social
 * links', the language list's. Each is the summary of a native disclosure (so it works before
 * and without the scripts), which browsers expose as a button with its expanded state; it has
 * no ARIA role of its own, so Playwright's role engine does not find it by role.
 */
export function disclosureButton(page: Page, name: string | RegExp): Locator {
  return page.locator('.site-header summary').filter({ hasText: name });
}

/** The language list's button, whatever the page's language. */
export const languageButton = (page: Page): Locator =>
  page.locator('.site-header .language-switcher > summary');

/** Whether a header panel's button (a summary) has its panel open: its expanded state. */
export async function expectExpanded(button: Locator, open: boolean): Promise<void> {
  const disclosure = button.locator('xpath=..');
  if (open) await expect(disclosure).toHaveAttribute('open', '');
  else await expect(disclosure).not.toHaveAttribute('open');
}

/** The navbar, whether or not it is shown (on phones it is hidden until the menu opens). */
export function navbar(page: Page, words: NavWords = english) {
  const nav = page.getByRole('navigation', { name: words.mainNavigation, includeHidden: true });
  const item = (role: 'link' | 'button', name: string) =>
    nav.getByRole(role, { name, exact: true, includeHidden: true });
  return {
    nav,
    home: item('link', words.home),
    service: item('button', words.service),
    meet: item('button', words.meet),
    contact: item('link', words.contact),
    menuButton: disclosureButton(page, words.menuButton),
  };
}

/** Shows the navbar: on phones by opening the menu, on wider screens it is always there. */
export async function openNavbar(page: Page, words: NavWords = english): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: words.mainNavigation });
  if (isPhone(page)) {
    const { menuButton } = navbar(page, words);
    if ((await menuButton.locator('xpath=..').getAttribute('open')) === null) {
      await menuButton.click();
    }
    await expectExpanded(menuButton, true);
  }
  await expect(nav).toBeVisible();
  return nav;
}

/** Opens the Service mega menu (or Meet Us's doctors) and returns its list of links. */
export async function openSubmenu(
  page: Page,
  which: 'service' | 'meet',
  words: NavWords = english,
): Promise<Locator> {
  const nav = await openNavbar(page, words);
  const trigger = navbar(page, words)[which];
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const list = nav.getByRole('list', {
    name: which === 'service' ? words.servicesMenu : words.doctorsMenu,
  });
  await expect(list).toBeVisible();
  return list;
}

/** The navbar's menus are closed: the phone menu, the Service and the Meet Us menus. */
export async function expectMenusClosed(page: Page, words: NavWords = english): Promise<void> {
  const { service, meet, menuButton } = navbar(page, words);
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(meet).toHaveAttribute('aria-expanded', 'false');
  if (isPhone(page)) {
    await expectExpanded(menuButton, false);
    await expect(page.getByRole('navigation', { name: words.mainNavigation })).toBeHidden();
  }
}

/** Exactly one navbar item is highlighted as the current page. */
export async function expectHighlighted(
  page: Page,
  item: 'home' | 'service' | 'meet' | 'contact',
  words: NavWords = english,
): Promise<void> {
  const items = navbar(page, words);
  for (const name of ['home', 'service', 'meet', 'contact'] as const) {
    if (name === item) await expect(items[name]).toHaveAttribute('aria-current', 'page');
    else await expect(items[name]).not.toHaveAttribute('aria-current', /.*/);
  }
}

/** The path of the page, e.g. "/service/cosmetics". */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user does; fails
 * when it is not reached in `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', limit = 60 }: { key?: 'Tab' | 'Shift+Tab'; limit?: number } = {},
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    const focused =
      (await target.count()) === 1 &&
      (await target.evaluate((element) => element === document.activeElement));
    if (focused) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/**
 * A category's header on the service page: on a phone the accordion's header, on wider
 * screens the category's entry in the list beside the panel.
 */
export function categoryHeader(page: Page, name: string): Locator {
  return isPhone(page)
    ? page.getByRole('heading', { level: 2, name }).getByRole('link')
    : page
        .getByRole('navigation', { name: 'Service categories' })
        .getByRole('link', { name, exact: true });
}

/**
 * The list of treatment links that holds `name`, not the list of cards beside it: each card,
 * an item of the carousel's list, is named by its heading; the links' items hold no heading.
 */
export function treatmentList(page: Page, name: string): Locator {
  return page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .filter({ hasNot: page.getByRole('heading') });
}

/**
 * A doctor's header on the meet page: on a phone the accordion's header, on wider screens
 * the doctor's entry in the list beside the details.
 */
export function doctorHeader(page: Page, name: string, listName = 'Our doctors'): Locator {
  return isPhone(page)
    ? page.getByRole('heading', { level: 2, name }).getByRole('link')
    : page.getByRole('navigation', { name: listName }).getByRole('link', { name });
}

/**
 * Scrolls a carousel into view, as a visitor does to use it, and waits for its Previous and
 * Next buttons (the carousel comes to life when it is seen). Returns the carousel.
 */
export async function showCarousel(page: Page, name: string, next = 'Next'): Promise<Locator> {
  const carousel = page.getByRole('region', { name, exact: true });
  // Coming to life replaces the static row's element, possibly mid-scroll: then scroll again.
  await expect(async () => {
    await carousel.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(carousel.getByRole('button', { name: next })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return carousel;
}

/**
 * Waits until a carousel's slides have stopped moving, as a visitor does before pressing
 * Previous or Next again (the carousel ignores presses while its slides move).
 */
export async function carouselSettled(carousel: Locator): Promise<void> {
  await expect(carousel.locator('.slick-track')).not.toHaveAttribute('style', /transition/);
}

/** The carousels and the map still in their first, static form. */
export const stillStatic = (page: Page): Locator =>
  page.locator('.carousel-static, .map-slot > .map-fallback');

/**
 * Scrolls from the top of the page to its end in half-screen steps, a frame at each. A page
 * that draws no frame for 15 s fails here at once, rather than at the test's timeout. At 5 s
 * it failed twice with the cores full and passed on its retry (once in 250 runs, then in the
 * suite of 2026-11-29, a Chinese page on the phone at 7800 px): the machine, not the page.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((resolve, reject) => {
        const stuck = setTimeout(() => {
          reject(new Error(`no frame drawn for 15 s at ${String(scrollY)} px`));
        }, 15_000);
        requestAnimationFrame(() => {
          clearTimeout(stuck);
          setTimeout(resolve, 0);
        });
      });
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      window.scrollTo(0, top);
      await frame();
    }
  });
}

/**
 * Scrolls through the page as a reader does, so that every carousel and the map come to life
 * (they change from their first, static form when seen), and waits until they have, reading
 * again every 2 s. After 30 s it fails with `where` and each one still static: its label,
 * place, size and whether it is shown, rather than waiting out the test's timeout.
 */
export async function readToTheEnd(page: Page, where: string): Promise<void> {
  const staticOnes = stillStatic(page);
  const deadline = Date.now() + 30_000;
  for (;;) {
    await scrollThrough(page);
    try {
      await expect(staticOnes).toHaveCount(0, { timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() < deadline) continue;
      const left = await staticOnes.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const label = element.getAttribute('aria-label') ?? element.textContent.slice(0, 40);
          const shown = element.checkVisibility() ? 'shown' : 'not shown';
          return `${element.getAttribute('class') ?? ''} "${label}" at ${String(Math.round(box.top + scrollY))} px, ${String(Math.round(box.width))}×${String(Math.round(box.height))}, ${shown}`;
        }),
      );
      throw new Error(`${where}: still static after 30 s of reading: ${left.join('; ')}`, {
        cause: error,
      });
    }
  }
}
