/**
 * Every page type in every language, at every width a visitor's screen has:
 *
 * - Reflow (WCAG 2.2 1.4.10): the page fits the screen. Nothing scrolls sideways, and on a
 *   phone the layout viewport stays the device's width (with phone emulation the browser
 *   widens the layout viewport to fit what overflows, so `innerWidth` is what gives an
 *   overflow away there). The header's menus and panels stay on the screen when open as well,
 *   and so does the bar that sticks to the top once the page is scrolled, with the menu.
 * - The footer: its four columns under their headings, in rows as the width allows.
 * - Accessibility: axe-core with the WCAG 2.2 A and AA rules finds nothing, on the phone and on
 *   the desktop, once the page has been read to the end (so the carousels and the map are
 *   there).
 *
 * Each page is loaded once per language and screen kind for both. The phone widths run in the
 * phone project and the wider ones in the desktop project, so each runs once.
 */
import type { Locator, Page } from '@playwright/test';
import chinese from '../../src/locales/ch/ui.json' with { type: 'json' };
import english from '../../src/locales/en/ui.json' with { type: 'json' };
import french from '../../src/locales/fr/ui.json' with { type: 'json' };
import hindi from '../../src/locales/hi/ui.json' with { type: 'json' };
import russian from '../../src/locales/ru/ui.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { answerMapTiles, expect, it } from './fixtures';
import { pageTypes } from '../harness/pages.mjs';
import {
  disclosureButton,
  hydrated,
  languageButton,
  nextFrames,
  openNavbar,
  openSubmenu,
  readToTheEnd,
  stillStatic,
  type NavWords,
} from './visitor';

type Ui = typeof english;

const languages = [
  ['en', '', english],
  ['hi', '/hi', hindi],
  ['ru', '/ru', russian],
  ['fr', '/fr', french],
  ['zh', '/zh', chinese],
] as const satisfies readonly (readonly [string, string, Ui])[];

const phoneWidths = [320, 360, 375, 390, 412];
const wideWidths = [768, 1024, 1280];

const navWords = (ui: Ui): NavWords => ({
  mainNavigation: ui.header.mainNavigation,
  menuButton: ui.header.menu,
  home: ui.Home,
  service: ui.Service,
  meet: ui.MeetUs,
  contact: ui.ContactUs,
  servicesMenu: ui.header.servicesMenu,
  doctorsMenu: ui.header.doctorsMenu,
  next: ui.carousel.next,
});

/** The page's widths, and what sticks out past the right edge of the screen (for the message). */
async function measure(page: Page, width: number) {
  return page.evaluate((deviceWidth) => {
    const outside = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          (box.right > deviceWidth + 0.5 || box.left < -0.5) &&
          element.checkVisibility({ visibilityProperty: true })
        );
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return {
      innerWidth: window.innerWidth,
      scrollWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      outside,
    };
  }, width);
}

async function expectFits(page: Page, width: number, what: string): Promise<void> {
  const { innerWidth, scrollWidth, outside } = await measure(page, width);
  expect
    .soft({ innerWidth, scrollWidth }, `${what}: wider than the screen (${outside.join(', ')})`)
    .toEqual({ innerWidth: width, scrollWidth: width });
}

/** An open menu or panel lies within the screen, left and right. */
async function expectOnScreen(panel: Locator, width: number, what: string): Promise<void> {
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect.soft(box, `${what}: not shown`).not.toBeNull();
  if (!box) return;
  expect.soft(box.x, `${what}: past the left edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what}: past the right edge`).toBeLessThanOrEqual(width);
}

/** Every control in the header is a target of at least 24 × 24 px (WCAG 2.2 2.5.8). */
async function expectTargetsLargeEnough(page: Page, where: string): Promise<void> {
  const small = await page
    .locator('.site-header')
    .locator('a, button, summary')
    .evaluateAll((controls) =>
      controls
        .filter((control) => control.checkVisibility() && !control.matches('.skip-link'))
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ control }) => control.textContent.trim() || control.outerHTML.slice(0, 60)),
    );
  expect.soft(small, `${where}: header controls smaller than 24 × 24 px`).toEqual([]);
}

/** The footer's four columns, each under its heading in the page's language. */
async function expectFooterHeadings(page: Page, ui: Ui, where: string) {
  await expect
    .soft(page.getByRole('contentinfo').getByRole('heading', { level: 2 }), `${where}: footer`)
    .toHaveText([
      ui.footer.ourTeam,
      ui.footer.ourServices,
      ui.footer.connect,
      ui.footer.socialMedia,
    ]);
}

/**
 * The footer's columns in rows as the width allows: one below another on a phone, two by two
 * from 600 px, side by side from 992 px (Footer.css).
 */
async function expectFooterRows(page: Page, width: number, where: string) {
  // Each column is a heading over the list it names (no region: one landmark per name).
  const tops = await page
    .getByRole('contentinfo')
    .locator('.footer-grid > section')
    .evaluateAll((columns) =>
      columns.map((column) => Math.round(column.getBoundingClientRect().top)),
    );
  const rows = width >= 992 ? 1 : width >= 600 ? 2 : 4;
  expect.soft(tops, `${where}: four footer columns`).toHaveLength(4);
  expect.soft(new Set(tops).size, `${where}: rows of footer columns`).toBe(rows);
}

/** Opens each of the header's menus and panels in turn and checks that it fits. */
async function openEachPanel(page: Page, width: number, ui: Ui, where: string): Promise<void> {
  const words = navWords(ui);

  await languageButton(page).click();
  await expectOnScreen(
    page.getByRole('list', { name: ui.language.label }),
    width,
    `${where}, language list`,
  );
  await expectFits(page, width, `${where}, language list open`);
  await languageButton(page).click();

  const socialToggle = disclosureButton(page, ui.header.socialToggle);
  await socialToggle.click();
  await expectOnScreen(
    page.getByRole('list', { name: ui.header.socialToggle }),
    width,
    `${where}, social panel`,
  );
  await expectFits(page, width, `${where}, social panel open`);
  await socialToggle.click();

  const nav = await openNavbar(page, words);
  await expectOnScreen(nav, width, `${where}, navigation`);
  for (const which of ['service', 'meet'] as const) {
    const list = await openSubmenu(page, which, words);
    await expectOnScreen(list, width, `${where}, ${which} menu`);
    await expectFits(page, width, `${where}, ${which} menu open`);
  }
  // Closed again as a visitor closes them (Escape closes the submenu, then the phone's menu),
  // so the next width starts from the page as it opens.
  const open = page.locator('.site-header [aria-expanded="true"], .site-header details[open]');
  for (let presses = 0; presses < 3 && (await open.count()) > 0; presses += 1) {
    await page.keyboard.press('Escape');
  }
  await expect(open).toHaveCount(0);
}

/**
 * Scrolled past 125 px, the bar that sticks to the top (the navbar; on a phone the menu
 * button's bar) fits the screen with its button on it, and the menu opens from it.
 */
async function expectStickyBarFits(
  page: Page,
  width: number,
  ui: Ui,
  phone: boolean,
  where: string,
): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 600);
  });
  await expect(page.locator('.navbar-slot')).toHaveClass(/is-sticky/);
  const words = navWords(ui);
  if (phone) {
    await expect
      .soft(disclosureButton(page, words.menuButton), `${where}, sticky menu button`)
      .toBeInViewport({ ratio: 1 });
  } else {
    await expect
      .soft(page.getByRole('navigation', { name: words.mainNavigation }), `${where}, navbar`)
      .toBeInViewport();
  }
  await expectFits(page, width, `${where}, sticky bar`);
  const nav = await openNavbar(page, words);
  await expectOnScreen(nav, width, `${where}, navigation from the sticky bar`);
  await expectFits(page, width, `${where}, navigation from the sticky bar`);
  if (phone) await page.keyboard.press('Escape');
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await expect(page.locator('.navbar-slot')).not.toHaveClass(/is-sticky/);
}

/**
 * Each page is opened once per screen kind and then set to each width in turn, as a phone
 * turned or a window resized would be: the layout, the carousels and the media queries follow
 * the new width, and the page must fit at every one. One test per language and screen kind.
 */
const screenKinds = [
  { widths: phoneWidths, phone: true },
  { widths: wideWidths, phone: false },
];

for (const { widths, phone } of screenKinds) {
  for (const [language, prefix, ui] of languages) {
    it.describe(`at ${widths.join(', ')} px ${phone ? '@phone' : '@desktop'}`, () => {
      it.use({
        // A visitor's whole journey, the service worker installing under it.
        serviceWorkers: 'allow',
        viewport: { width: widths[0] ?? 320, height: phone ? 780 : 900 },
        isMobile: phone,
        hasTouch: phone,
        deviceScaleFactor: phone ? 2 : 1,
      });

      it(`no ${language} page scrolls sideways, menus and panels open or not, lacks a footer column or fails axe`, async ({
        page,
        consoleLog,
      }) => {
        it.setTimeout(300_000);
        consoleLog.allow(/status of 404/);
        for (const [name, path] of pageTypes) {
          const address = path === '/' ? `${prefix}/` : `${prefix}${path}`;
          const [firstWidth = 320] = widths;
          await page.setViewportSize({ width: firstWidth, height: phone ? 780 : 900 });
          // Read to the end, the contact page shows its map, whose tiles are answered from
          // then on. Not before: a route turns off the HTTP cache the pages are loaded with.
          if (name === 'contact') await answerMapTiles(page.context());
          await page.goto(address);
          await hydrated(page);
          await expectFits(page, firstWidth, `${language} ${name} (${address}) as it opens`);
          // Read once: the carousels and the map then stay live, and each width lays out the
          // whole page again (checked below, so that none has gone back to its static form).
          await readToTheEnd(page, `${language} ${name} (${address})`);
          await expectFooterHeadings(page, ui, `${language} ${name} (${address})`);
          for (const width of widths) {
            const where = `${language} ${name} (${address}) at ${String(width)} px`;
            await page.setViewportSize({ width, height: phone ? 780 : 900 });
            await page.evaluate(() => {
              window.scrollTo(0, 0);
            });
            await nextFrames(page);
            await expectFits(page, width, where);
            await expectFooterRows(page, width, where);
            if (name === 'home') {
              await expectTargetsLargeEnough(page, where);
              await openEachPanel(page, width, ui, where);
              await expectStickyBarFits(page, width, ui, phone, where);
            }
          }
          await expect(stillStatic(page)).toHaveCount(0);
          await expectNoAxeViolations(page, `${language} ${name} (${address})`);
        }
      });
    });
  }
}
