// What the journeys do with a page, on any driver (test/harness/engines.mjs): find an element
// by its role and accessible name as a visitor and a screen reader do, press it with a real
// pointer or key, wait for what the page should show. The finding runs in the page.
import { poll } from '../harness/engines.mjs';

/**
 * In the page: the elements matching `query` ({ role, name, within, level, hidden }), the
 * first one's facts, and its centre in viewport coordinates (scrolled into view when it is
 * not). A name is a string (exact, whitespace collapsed) or { source, flags } (a RegExp).
 */
function locateInPage(query) {
  const selectors = {
    button: 'button, [role="button"], summary, input[type="button"], input[type="submit"]',
    link: 'a[href]:not([role]), [role="link"]',
    navigation: 'nav, [role="navigation"]',
    list: 'ul, ol, [role="list"]',
    listitem: 'li, [role="listitem"]',
    region: 'section, [role="region"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    table: 'table',
    img: 'img, [role="img"]',
    article: 'article',
    main: 'main',
  };
  const collapse = (text) => text.replace(/\s+/g, ' ').trim();
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const ids = element.getAttribute('aria-labelledby');
    if (ids)
      return collapse(
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    if (element instanceof HTMLImageElement) return collapse(element.alt);
    return collapse(element.textContent ?? '');
  };
  const matches = (element, q) => {
    if (!element.matches(selectors[q.role] ?? `[role="${q.role}"]`)) return false;
    if (q.role === 'region' && element.localName === 'section' && !nameOf(element)) return false;
    if (q.level && element.localName !== `h${String(q.level)}`) return false;
    if (
      !q.hidden &&
      (element.closest('[inert], [aria-hidden="true"]') || !element.checkVisibility())
    )
      return false;
    if (q.name === undefined) return true;
    const name = nameOf(element);
    return typeof q.name === 'string'
      ? name === q.name
      : new RegExp(q.name.source, q.name.flags).test(name);
  };
  const all = (q) => {
    const scopes = q.within ? all(q.within) : [document];
    return scopes.flatMap((scope) =>
      Array.from(scope.querySelectorAll('*')).filter((element) => matches(element, q)),
    );
  };
  const found = all(query);
  const element = found[0];
  if (!element) return { count: 0 };
  let box = element.getBoundingClientRect();
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  if (centre.y < 0 || centre.y > innerHeight || centre.x < 0 || centre.x > innerWidth) {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    box = element.getBoundingClientRect();
  }
  return {
    count: found.length,
    x: box.left + box.width / 2,
    y: box.top + box.height / 2,
    width: box.width,
    height: box.height,
    top: box.top,
    text: collapse(element.textContent ?? ''),
    name: nameOf(element),
    expanded:
      element.getAttribute('aria-expanded') ??
      (element.localName === 'summary' ? String(element.parentElement?.open) : null),
    current: element.getAttribute('aria-current'),
    href: element.getAttribute('href'),
    focused: element === document.activeElement,
  };
}

/** A query for locateInPage, with a RegExp name made serialisable. */
export function role(role, name, more = {}) {
  return {
    role,
    name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
    ...more,
  };
}

const describe = (query) =>
  `${query.within ? `${describe(query.within)} > ` : ''}${query.role}` +
  (query.name === undefined
    ? ''
    : ` "${typeof query.name === 'string' ? query.name : `/${String(query.name.source)}/`}"`);

/** Where the element is now, or { count: 0 }. */
export const locate = (driver, query) => driver.evaluate(locateInPage, query);

/** Waits until the element is there and shown; returns its facts. */
export function find(driver, query, timeout = 10_000) {
  return poll(
    async () => {
      const found = await locate(driver, query);
      return found.count > 0 ? found : null;
    },
    { timeout, message: describe(query) },
  );
}

/** Waits until no such element is shown. */
export function gone(driver, query, timeout = 10_000) {
  return poll(async () => (await locate(driver, query)).count === 0, {
    timeout,
    message: `${describe(query)} to be gone`,
  });
}

/** Clicks the element with a real pointer. */
export async function clickOn(driver, query) {
  const { x, y } = await find(driver, query);
  await driver.click(x, y);
}

/** Waits until `fn(arg)` in the page returns a truthy value. */
export function waitUntil(driver, message, fn, arg, timeout = 10_000) {
  return poll(() => driver.evaluate(fn, arg), { timeout, message });
}

/** Waits until the address's path is `path`. */
export function waitForPath(driver, path) {
  return waitUntil(
    driver,
    `the address ${path}`,
    (expected) => location.pathname === expected,
    path,
  );
}

/** A condition that failed, with what was seen. */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Facts of the page: its path, title, language, focused element and overflow. */
export const pageFacts = (driver) =>
  driver.evaluate(() => {
    const focused = document.activeElement;
    return {
      path: location.pathname,
      title: document.title,
      lang: document.documentElement.lang,
      h1: (document.querySelector('main h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      focused: focused
        ? `${focused.localName}${focused.id ? `#${focused.id}` : ''}: ${(focused.textContent ?? '').trim().slice(0, 60)}`
        : null,
      h1Focused: focused !== null && focused === document.querySelector('main h1'),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      width: innerWidth,
    };
  });

/** Scrolls the window to `top` and lets a frame pass. */
export const scrollWindowTo = (driver, top) =>
  driver.evaluate(
    (y) =>
      new Promise((resolve) => {
        window.scrollTo(0, y);
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
    top,
  );
