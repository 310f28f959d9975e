/**
 * Each page holds only the part of the site's stylesheet its kind of page uses
 * (vite-plugins/inlineStylesheet.ts). Without JavaScript that part is all it ever gets, so it
 * must style the page exactly as the whole stylesheet does: every element's every computed
 * property, its ::before and ::after included, with the header's disclosures (the phone menu,
 * the language list, the social links) closed and then opened, as a visitor without script
 * opens them. With JavaScript, the whole stylesheet comes with the app's start (boot.tsx).
 */
import type { Page } from '@playwright/test';
import { expect, it, ready } from './fixtures';
import { pageTypes } from '../harness/pages.mjs';

/** Every element's computed style, and its ::before's and ::after's, keyed by its place. */
function computedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const styles: Record<string, string> = {};
    const all = Array.from(document.body.querySelectorAll('*'));
    all.forEach((element, index) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const values = Array.from(
          style,
          (property) => `${property}:${style.getPropertyValue(property)}`,
        );
        styles[
          `${String(index)} ${element.tagName}.${element.getAttribute('class') ?? ''}${pseudo ?? ''}`
        ] = values.join(';');
      }
    });
    return styles;
  });
}

/**
 * Serves the page at `path` with a link to the whole stylesheet its `<style>` names, after that
 * `<style>` as the app adds it: a link in the HTML, so the page's load waits for it.
 */
async function withWholeStylesheet(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const style = /<style data-stylesheet="([^"]+)">[\s\S]*?<\/style>/.exec(html);
      expect(style, `${path} names no stylesheet`).not.toBeNull();
      await route.fulfill({
        response,
        body: html.replace(
          style?.[0] ?? '',
          () => `${style?.[0] ?? ''}<link rel="stylesheet" href="${style?.[1] ?? ''}">`,
        ),
      });
    },
  );
}

/** Opens every native disclosure of the page, as a visitor without script can. */
async function openDisclosures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
}

const addresses = [
  ...pageTypes.map(([name, path]) => [name, path] as const),
  ...pageTypes.map(([name, path]) => [`${name} (hi)`, `/hi${path}`] as const),
  ['treatment (zh)', '/zh/service/skin-and-hair/microblading'],
  ['offline page (ru)', '/ru/offline.html'],
] as const;

it.describe(
  'without JavaScript, each page is styled by its part as by the whole stylesheet',
  () => {
    it.use({ javaScriptEnabled: false });

    for (const [name, path] of addresses) {
      it(`${name}: ${path}`, async ({ page, consoleLog }) => {
        if (name.startsWith('404')) consoleLog.allow(/status of 404/);
        /** The styles of the page as it loads, then with its disclosures open. */
        const stylesOfPage = async () => {
          await page.goto(path);
          const closed = await computedStyles(page);
          await openDisclosures(page);
          return { closed, open: await computedStyles(page) };
        };
        const withPart = await stylesOfPage();
        expect(Object.keys(withPart.closed).length).toBeGreaterThan(20);
        await withWholeStylesheet(page, path);
        const withWhole = await stylesOfPage();
        expect(await page.locator('style[data-stylesheet] + link[rel="stylesheet"]').count()).toBe(
          1,
        );
        for (const state of ['closed', 'open'] as const) {
          const different = Object.keys(withWhole[state]).filter(
            (key) => withWhole[state][key] !== withPart[state][key],
          );
          expect(different, `${path}, disclosures ${state}`).toEqual([]);
          expect(Object.keys(withWhole[state])).toEqual(Object.keys(withPart[state]));
        }
      });
    }
  },
);

it("with JavaScript, the whole stylesheet is loaded once, after the page's part, before the app starts", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/fees');
  await ready(page);
  const whole = await page.locator('style[data-stylesheet]').getAttribute('data-stylesheet');
  expect(whole).toMatch(/^\/assets\/boot-[\w-]+\.css$/);
  expect(requested).toEqual([whole]);
  // After the page's part, so its rules come in the same order as the part's.
  expect(
    await page.evaluate((href) => {
      const part = document.querySelector('style[data-stylesheet]');
      const link = Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      ).find((element) => new URL(element.href).pathname === href);
      return (
        link !== undefined &&
        part !== null &&
        Boolean(part.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    }, whole),
  ).toBe(true);
});
