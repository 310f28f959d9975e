/**
 * One head per page: after moving to a page in the browser, the head (title, description,
 * canonical, hreflang, Open Graph, JSON-LD) is the one the build wrote into that address's
 * prerendered HTML (src/app/pageHead.ts). Every page type, in English and Hindi. The head does
 * not depend on the screen's size: measured at the desktop size.
 */
import type { Page } from '@playwright/test';
import { headTagSelector } from '../../src/app/headTagSelector';
import { expect, itInOneTab as it, ready } from './fixtures';

const pageTypes = [
  ['home', '/'],
  ['services', '/service'],
  ['category', '/service/implants-and-oral-surgery'],
  ['treatment', '/service/implants-and-oral-surgery/dental-implants'],
  ['meet', '/meet'],
  ['doctor', '/meet/associate-dentist'],
  ['contact', '/contact'],
  ['404', '/no-such-page'],
] as const;

const inLanguage = (prefix: string, path: string) =>
  prefix ? `${prefix}${path === '/' ? '/' : path}` : path;

/** The page's own head elements as HTML, in order: in the document, or in some HTML. */
function headElements(page: Page, html?: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, html }) => {
      const document = html ? new DOMParser().parseFromString(html, 'text/html') : window.document;
      return [...document.head.querySelectorAll(selector)].map((element) => element.outerHTML);
    },
    { selector: headTagSelector, html },
  );
}

/** Moves as the back and forward buttons do: the router takes over, nothing is reloaded. */
async function moveInBrowser(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const prefix of ['', '/hi']) {
  for (const [type, path] of pageTypes) {
    const target = inLanguage(prefix, path);
    it(`@desktop the ${prefix ? 'Hindi' : 'English'} ${type} page (${target}) has its prerendered head after a move in the browser`, async ({
      page,
      consoleLog,
    }) => {
      if (type === '404') consoleLog.allow(/404 \(Not Found\)/);
      const prerendered = await (await page.request.get(target)).text();
      const start = inLanguage(prefix, type === 'contact' ? '/' : '/contact');
      await page.goto(start);
      await ready(page);
      const before = await headElements(page);

      await moveInBrowser(page, target);
      const expected = await headElements(page, prerendered);
      expect(expected.length).toBeGreaterThan(5);
      expect(expected).not.toEqual(before);
      await expect.poll(() => headElements(page)).toEqual(expected);
    });
  }
}
