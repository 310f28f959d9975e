// The visitor journeys the cross-engine suite (run.mjs) walks on Chromium, Firefox and WebKit
// alike, each through the driver interface of test/harness/engines.mjs. Every element is found by its role
// and the words a visitor reads (English, src/locales/en/ui.json); every journey starts from a
// fresh page load; after each, the console must hold no error or warning.
import { pagesNamed } from '../harness/pages.mjs';
import {
  check,
  clickOn,
  find,
  gone,
  locate,
  pageFacts,
  role,
  scrollWindowTo,
  waitForPath,
  waitUntil,
} from './page.mjs';

export const desktop = { width: 1366, height: 900 };

/**
 * The addresses every engine loads: the page types but urgent help, privacy, accessibility, fees
 * and your visit (those every-page.spec.ts loads in Chromium), and a Hindi and a Chinese page.
 */
const addresses = [
  ...pagesNamed(
    'home',
    'services',
    'category',
    'treatment',
    'doctors',
    'doctor',
    'contact',
    '404',
  ).map(([, path]) => path),
  '/hi/service/cosmetics',
  '/zh/contact',
];

const nav = role('navigation', 'Main navigation');
const inNav = (roleName, name) => role(roleName, name, { within: nav });

/** Checks that the page has no horizontal scroll and its heading shows. */
async function expectWellLaidOut(driver, path) {
  const facts = await pageFacts(driver);
  check(facts.path === path, `${path}: the address became ${facts.path}`);
  check(facts.h1 !== '', `${path}: no main heading`);
  check(
    facts.overflow <= 0,
    `${path} at ${String(facts.width)} px scrolls sideways by ${String(facts.overflow)} px`,
  );
}

/** The phone's menu button (a button or a native disclosure's summary) named for the menu. */
const menuButton = role('button', /menu$/i);

/** Opens the phone menu when the navbar is behind it. */
async function openPhoneMenu(driver) {
  const button = await find(driver, menuButton);
  if (button.expanded !== 'true') await driver.click(button.x, button.y);
  await find(driver, nav);
}

/** In the page: the carousel's static row's first slide in view, or null once react-slick runs. */
function staticSlide(name) {
  const region = Array.from(document.querySelectorAll('[aria-roledescription="carousel"]')).find(
    (element) => element.getAttribute('aria-label') === name,
  );
  const row = region?.querySelector('.carousel-row');
  if (!row) return null;
  const items = Array.from(row.children);
  const start = items[0].offsetLeft;
  let nearest = 0;
  items.forEach((item, index) => {
    const distance = Math.abs(item.offsetLeft - start - row.scrollLeft);
    if (distance < Math.abs(items[nearest].offsetLeft - start - row.scrollLeft)) nearest = index;
  });
  return nearest;
}

const carouselName = 'Service categories';
const carousel = role('region', carouselName);

/** Scrolls a carousel into view and waits until react-slick has taken over its row. */
async function showCarousel(driver, region) {
  const { y } = await find(driver, region);
  await driver.evaluate((top) => window.scrollBy(0, top - innerHeight / 2), y);
  await find(driver, role('button', 'Next', { within: region }), 15_000);
}

/** Waits until react-slick has taken over the carousel and settled; returns its slide. */
async function settledSlide(driver) {
  await find(driver, role('button', 'Next', { within: carousel }), 15_000);
  const settled = await waitUntil(
    driver,
    'the carousel to settle',
    (name) => {
      const region = Array.from(
        document.querySelectorAll('[aria-roledescription="carousel"]'),
      ).find((element) => element.getAttribute('aria-label') === name);
      const current = region?.querySelector('.slick-current');
      const track = region?.querySelector('.slick-track');
      if (!current || !track || /transition/.test(track.getAttribute('style') ?? '')) return null;
      return { slide: Number(current.getAttribute('data-index')) };
    },
    carouselName,
  );
  return settled.slide;
}

/**
 * Goes to Contact Us and back to Home by the navbar; the static row and then react-slick (once
 * the row is seen) must show the stored slide.
 */
async function roundTrip(driver, { staticRow, slick }) {
  await scrollWindowTo(driver, 0);
  await clickOn(driver, inNav('link', 'Contact Us'));
  await waitForPath(driver, '/contact');
  await clickOn(driver, inNav('link', 'Home'));
  await waitForPath(driver, '/');
  const back = await driver.evaluate(staticSlide, carouselName);
  check(
    back === staticRow,
    `the static row came back at slide ${String(back)}, not ${String(staticRow)}`,
  );
  const { y } = await find(driver, carousel);
  await driver.evaluate((top) => window.scrollBy(0, top - innerHeight / 2), y);
  const shown = await settledSlide(driver);
  check(shown === slick, `react-slick came back at slide ${String(shown)}, not ${String(slick)}`);
}

/** Waits until the settled carousel shows `slide`. */
const waitForSlide = (driver, slide) =>
  waitUntil(
    driver,
    `the carousel at slide ${String(slide)}`,
    ([name, expected]) => {
      const region = Array.from(
        document.querySelectorAll('[aria-roledescription="carousel"]'),
      ).find((element) => element.getAttribute('aria-label') === name);
      const current = region?.querySelector('.slick-current');
      const track = region?.querySelector('.slick-track');
      if (!current || !track || /transition/.test(track.getAttribute('style') ?? '')) return false;
      return Number(current.getAttribute('data-index')) === expected;
    },
    [carouselName, slide],
  );

/**
 * Loads every address at one width; each must lie out well and show no console error. One
 * journey per width: a walk that fails is walked again from its first address, so the shorter
 * it is, the less a stuck browser costs.
 */
async function loadEveryAddress(driver, width) {
  await driver.setSize(width, desktop.height);
  for (const path of addresses) {
    await driver.goto(path);
    await expectWellLaidOut(driver, path);
    if (path === '/no-such-page') {
      // The browser itself logs the document's 404 status; nothing else may show.
      const errors = await driver.errors();
      const others = errors.filter((error) => !/status of 404/.test(error));
      check(others.length === 0, `console errors on the 404 page:\n${others.join('\n')}`);
    }
  }
}

/**
 * "Send this page" (src/lib/sharePage.ts): its link is WhatsApp's, with the page's title and
 * address; a click follows it where the browser cannot share (Firefox on desktop), and gives
 * them to `navigator.share` where it can (stubbed here, refusing as a visitor who cancels does).
 * A listener on the window records whether the click was left to the browser, and stops it.
 */
async function sendThisPage(driver, url) {
  const send = role('link', 'Send this page');
  // The tab's title follows the page after its first frame (usePageHead).
  await waitUntil(
    driver,
    'a WhatsApp message with the title and address of the page shown',
    (address) => {
      const link = document.querySelector('a[data-share]');
      const text = link && new URL(link.href).searchParams.get('text');
      return text === `A page to read: ${document.title} ${address}`;
    },
    url,
  );
  const title = await driver.evaluate(() => document.title);
  await driver.evaluate(() => {
    const page = /** @type {any} */ (window);
    page.followed = [];
    page.shared = [];
    window.addEventListener('click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[data-share]')) return;
      page.followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await clickOn(driver, send);
  await driver.evaluate(() => {
    const page = /** @type {any} */ (window);
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data) => {
        page.shared.push({ title: data.title, url: data.url });
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  });
  await clickOn(driver, send);
  const { followed, shared } = await driver.evaluate(() => {
    const page = /** @type {any} */ (window);
    return { followed: page.followed, shared: page.shared };
  });
  check(
    JSON.stringify(followed) === '[true,false]',
    `the link followed without navigator.share, not with it: ${JSON.stringify(followed)}`,
  );
  check(
    JSON.stringify(shared) === JSON.stringify([{ title, url }]),
    `navigator.share was given ${JSON.stringify(shared)}`,
  );
}

export const journeys = [
  {
    name: 'every page type loads without errors or sideways scroll, at 1366 px',
    run: (driver) => loadEveryAddress(driver, desktop.width),
  },
  {
    name: 'every page type loads without errors or sideways scroll, at the narrowest width',
    run: (driver) => loadEveryAddress(driver, driver.minWidth),
  },
  {
    name: 'the Service and Meet Us menus open, Escape closes them, a choice opens its page with title and focus',
    async run(driver) {
      await driver.setSize(desktop.width, desktop.height);
      await driver.goto('/contact');
      const service = inNav('button', 'Service');
      const categories = role('list', 'Service categories', { within: nav });
      await clickOn(driver, service);
      await find(driver, categories);
      check((await locate(driver, service)).expanded === 'true', 'Service did not open');
      await driver.press('Escape');
      await gone(driver, categories);
      check(
        (await locate(driver, service)).focused,
        'Escape did not give the focus back to Service',
      );

      await clickOn(driver, service);
      await clickOn(driver, role('link', /^Cosmetics/, { within: categories }));
      await waitForPath(driver, '/service/cosmetics');
      await waitUntil(driver, 'the title and focus of the new page', () => {
        const h1 = document.querySelector('main h1');
        return /Cosmetics/.test(document.title) && h1 !== null && document.activeElement === h1;
      });
      await gone(driver, categories);
      check((await locate(driver, service)).current === 'page', 'Service is not highlighted');

      const meet = inNav('button', 'Meet Us');
      const doctors = role('list', 'Our doctors', { within: nav });
      await clickOn(driver, meet);
      const first = await find(driver, role('link', undefined, { within: doctors }));
      await driver.press('Escape');
      await gone(driver, doctors);
      check((await locate(driver, meet)).focused, 'Escape did not give the focus back to Meet Us');
      await clickOn(driver, meet);
      await find(driver, doctors);
      await driver.click(first.x, first.y);
      await waitForPath(driver, first.href);
      await waitUntil(
        driver,
        "the doctor's title and focus",
        (name) => {
          const h1 = document.querySelector('main h1');
          return document.title.includes(name) && h1 !== null && document.activeElement === h1;
        },
        first.name.split(' ').slice(0, 2).join(' '),
      );
    },
  },
  {
    name: 'the phone menu and the social panel work at the narrowest width',
    async run(driver) {
      await driver.setSize(driver.minWidth, 800);
      await driver.goto('/');
      await gone(driver, nav);
      await openPhoneMenu(driver);
      await expectWellLaidOut(driver, '/');
      await clickOn(driver, inNav('link', 'Contact Us'));
      await waitForPath(driver, '/contact');
      await gone(driver, nav);
      await waitUntil(driver, 'focus on the heading', () => {
        const h1 = document.querySelector('main h1');
        return h1 !== null && document.activeElement === h1;
      });

      await openPhoneMenu(driver);
      await driver.press('Escape');
      await gone(driver, nav);

      const toggle = role('button', 'Social media links');
      const panel = role('list', 'Social media links');
      await clickOn(driver, toggle);
      // While the clinic's profiles and chat are samples, they show with their marker and
      // reach no one: no link.
      const entries = await find(driver, role('listitem', /sample/, { within: panel }));
      check(entries.count === 5, `the social panel has ${String(entries.count)} entries, not 5`);
      const links = await locate(driver, role('link', undefined, { within: panel }));
      check(links.count === 0, `the social panel links ${String(links.count)} sample addresses`);
      await expectWellLaidOut(driver, '/contact');
      await driver.press('Escape');
      await gone(driver, panel);
      check((await locate(driver, toggle)).focused, 'Escape did not give the focus back');
      await clickOn(driver, toggle);
      await find(driver, panel);
      await clickOn(driver, toggle);
      await gone(driver, panel);
    },
  },
  {
    name: 'a treatment card opens its detail and closes it again',
    async run(driver) {
      await driver.setSize(desktop.width, desktop.height);
      await driver.goto('/service/cosmetics');
      const treatments = role('region', 'Treatments in Cosmetics');
      await showCarousel(driver, treatments);
      const card = role('link', 'Botulinum toxin (Botox)', { within: treatments });
      const detail = role('article', 'Botulinum toxin (Botox)');
      await gone(driver, detail);
      await clickOn(driver, card);
      await waitForPath(driver, '/service/cosmetics/botox');
      await find(driver, detail);
      check((await locate(driver, card)).expanded === 'true', 'the card is not marked open');
      await waitUntil(driver, "focus on the treatment's heading", () => {
        return document.activeElement === document.getElementById('treatment-title');
      });
      await clickOn(driver, card);
      await waitForPath(driver, '/service/cosmetics');
      await gone(driver, detail);
      check((await locate(driver, card)).expanded === 'false', 'the card is still marked open');
      await sendThisPage(driver, 'https://clinic.example.com/service/cosmetics');
    },
  },
  {
    name: 'a carousel moves by a swipe of its row before its code arrives, by its arrows and a swipe after, and keeps its slide across a round trip',
    async run(driver) {
      await driver.setSize(desktop.width, desktop.height);
      await driver.goto('/');
      const before = await driver.evaluate(staticSlide, carouselName);
      check(before === 0, `the static row starts at slide ${String(before)}, not 0`);
      // The row is below the fold, so its code has not been asked for: the visitor's swipe
      // (a sideways scroll of the row) comes first.
      await driver.evaluate((name) => {
        const region = Array.from(
          document.querySelectorAll('[aria-roledescription="carousel"]'),
        ).find((element) => element.getAttribute('aria-label') === name);
        const row = region?.querySelector('.carousel-row');
        const second = row?.children[1];
        if (row && second)
          row.scrollBy({ left: second.getBoundingClientRect().width, behavior: 'smooth' });
      }, carouselName);
      await waitUntil(
        driver,
        'the row to move',
        (name) => {
          const region = Array.from(
            document.querySelectorAll('[aria-roledescription="carousel"]'),
          ).find((element) => element.getAttribute('aria-label') === name);
          return (region?.querySelector('.carousel-row')?.scrollLeft ?? 0) > 0;
        },
        carouselName,
      );
      // The swipe has ended (scrollend, or no scroll for a moment in WebKit) before the row is seen.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const swiped = await driver.evaluate(staticSlide, carouselName);
      check(swiped === 1, `the swipe left the row at slide ${String(swiped)}`);
      // Seen, react-slick takes over at the slide the store has.
      const region = await find(driver, carousel);
      await driver.evaluate((y) => window.scrollBy(0, y - innerHeight / 2), region.y);
      check((await settledSlide(driver)) === 1, 'react-slick did not start at the swiped slide');

      // Next moves by two slides at this width (3 shown, 2 scrolled, 5 in all, wrapping).
      await clickOn(driver, role('button', 'Next', { within: carousel }));
      await waitForSlide(driver, 3);
      await clickOn(driver, role('button', 'Previous', { within: carousel }));
      await waitForSlide(driver, 1);
      // A swipe to the left: the next slides.
      const shown = await find(driver, carousel);
      await driver.drag(
        { x: shown.x + shown.width / 4, y: shown.y },
        { x: shown.x - shown.width / 4, y: shown.y },
      );
      await waitForSlide(driver, 3);

      // A round trip through the navbar: the static row comes back at the stored slide (3 of 5
      // with 3 shown: the row stops at its end, slide 2), and react-slick at slide 3.
      await roundTrip(driver, { staticRow: 2, slick: 3 });

      // react-slick 0.31 forgets its afterChange when the list resizes during the slide: the
      // move must reach the store all the same (3 + 2 wraps to 0).
      const next = await find(driver, role('button', 'Next', { within: carousel }));
      await driver.click(next.x, next.y);
      await driver.evaluate(() => window.dispatchEvent(new Event('resize')));
      await waitForSlide(driver, 0);
      await roundTrip(driver, { staticRow: 0, slick: 0 });
    },
  },
  {
    name: 'a language change keeps the page',
    async run(driver) {
      await driver.setSize(desktop.width, desktop.height);
      await driver.goto('/service/cosmetics');
      await clickOn(driver, role('button', /^Language/));
      await clickOn(driver, role('link', /हिन्दी/));
      await waitForPath(driver, '/hi/service/cosmetics');
      await waitUntil(driver, 'the page in Hindi', () => {
        const h1 = document.querySelector('main h1')?.textContent ?? '';
        return document.documentElement.lang === 'hi' && /[\u0900-\u097f]/.test(h1);
      });
    },
  },
  {
    name: 'the navbar sticks beyond 125 px of scroll',
    async run(driver) {
      await driver.setSize(desktop.width, desktop.height);
      await driver.goto('/');
      const home = inNav('link', 'Home');
      const sticky = () =>
        driver.evaluate(() => Boolean(document.querySelector('.navbar-slot.is-sticky')));
      check(!(await sticky()), 'sticky at the top');
      await scrollWindowTo(driver, 126);
      await waitUntil(driver, 'the navbar to stick', () =>
        Boolean(document.querySelector('.navbar-slot.is-sticky')),
      );
      await scrollWindowTo(driver, 125);
      await waitUntil(
        driver,
        'the navbar to unstick',
        () => !document.querySelector('.navbar-slot.is-sticky'),
      );
      await scrollWindowTo(driver, 1200);
      await waitUntil(driver, 'the navbar to stick', () =>
        Boolean(document.querySelector('.navbar-slot.is-sticky')),
      );
      const link = await find(driver, home);
      check(link.top >= 0 && link.top < 200, `the navbar's Home is at ${String(link.top)} px`);
    },
  },
  {
    name: "the contact page's map, hours and emergency telephone links",
    async run(driver) {
      await driver.setSize(desktop.width, desktop.height);
      await driver.goto('/contact');
      const table = await find(driver, role('table'));
      check(table.text.includes('Monday') && table.text.includes('Sunday'), 'no week in the hours');
      const call = await find(driver, role('link', /^Call 108$/));
      check(call.href === 'tel:108', `the call link is ${String(call.href)}`);
      const slot = await find(driver, role('region', 'Map'));
      await driver.evaluate((y) => window.scrollBy(0, y - innerHeight / 2), slot.y);
      const map = role('region', 'Map showing the clinic in Alto-Porvorim, Goa');
      await find(driver, map, 15_000);
      await find(driver, role('button', 'face multispecialty clinic', { within: map }));
      await find(driver, role('link', 'OpenStreetMap', { within: map }));
      if (driver.engine !== 'webkit') {
        // The tiles are answered with a local image (test/harness/engines.mjs); WebKit's are refused.
        await waitUntil(driver, 'a tile drawn', () =>
          Array.from(document.querySelectorAll('img.leaflet-tile')).some(
            (image) => image instanceof HTMLImageElement && image.naturalWidth > 0,
          ),
        );
      }
    },
  },
  {
    name: 'the keyboard: the skip link comes first, Enter follows links',
    async run(driver) {
      await driver.setSize(desktop.width, desktop.height);
      await driver.goto('/');
      await driver.press('Tab');
      const skip = await find(driver, role('link', 'Skip to main content'));
      check(skip.focused, 'the first Tab stop is not the skip link');
      await driver.press('Enter');
      await waitUntil(
        driver,
        'focus on the main content',
        () => document.activeElement?.id === 'main',
      );
      // Back up through the header to the navbar's Contact Us, then Enter.
      const contact = inNav('link', 'Contact Us');
      for (let presses = 0; presses < 40 && !(await locate(driver, contact)).focused; presses += 1)
        await driver.press('Shift+Tab');
      check((await locate(driver, contact)).focused, 'Shift+Tab never reached Contact Us');
      await driver.press('Enter');
      await waitForPath(driver, '/contact');
      await waitUntil(driver, 'focus on the heading', () => {
        const h1 = document.querySelector('main h1');
        return h1 !== null && document.activeElement === h1;
      });
    },
  },
];
