/**
 * Each page holds only the part of the site's stylesheet its kind of page uses
 * (vite-plugins/inlineStylesheet.ts). Without JavaScript that part is all it ever gets, so it
 * must style the page exactly as the whole stylesheet does: every element's every computed
 * property, its ::before and ::after included, at a phone's width and a desktop's (each screen
 * media query of the site's, max-width 520 to 1300 px or min-width 600 to 992 px, holds at 390
 * or at 1366 px; none asks for touch or hover, so a desktop tab resized is a phone), with the
 * header's disclosures (the phone menu, the language list, the social links) closed and then
 * opened, as a visitor without script opens them. With JavaScript, the whole stylesheet comes
 * with the app's start (boot.tsx).
 *
 * One page load each: the styles with the part are taken, then the whole stylesheet is linked
 * after the part (as the app links it) and the styles are taken again.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, it, ready } from './fixtures';
import { screens } from '../harness/browsers.mjs';
import { pageTypes } from '../harness/pages.mjs';

/** The sizes the styles are compared at: the browser suite's desktop and phone screens. */
const widths = [screens.desktop.viewport, screens.phone.viewport];

/** A box's computed style, by node: its properties' values, in the order asked. */
type Styles = Map<string, { name: string; values: string[] }>;

/**
 * The computed style of every box the page draws (each element's, its ::before's and ::after's,
 * its list marker's), by node, in one call: Chromium's DOM snapshot, which reads each box's
 * style where it is kept (reading them from the page, a property at a time, took 20 to 30 s a
 * page). An element not drawn (display: none, in a closed disclosure) has no box here, so a
 * rule that hides or shows one shows as a box more or less.
 */
async function boxStyles(cdp: CDPSession, properties: string[]): Promise<Styles> {
  const { documents, strings } = await cdp.send('DOMSnapshot.captureSnapshot', {
    computedStyles: properties,
  });
  const [document] = documents;
  if (!document) throw new Error('no document in the snapshot');
  const { nodes, layout } = document;
  const text = (index: number | undefined) => (index === undefined ? '' : (strings[index] ?? ''));
  const pseudoOf = new Map(
    (nodes.pseudoType?.index ?? []).map((node, i) => [node, text(nodes.pseudoType?.value[i])]),
  );
  const backendId = (node: number) => String(nodes.backendNodeId?.[node] ?? `#${String(node)}`);
  const nameOf = (node: number): string => {
    const attributes = nodes.attributes?.[node] ?? [];
    let className = '';
    for (let i = 0; i < attributes.length; i += 2)
      if (text(attributes[i]) === 'class') className = text(attributes[i + 1]);
    const tag = text(nodes.nodeName?.[node]).toLowerCase();
    return className ? `${tag}.${className.trim().replace(/\s+/g, '.')}` : tag;
  };
  const hasAttribute = (node: number, name: string) =>
    (nodes.attributes?.[node] ?? []).some((index, i) => i % 2 === 0 && text(index) === name);
  /**
   * Whether a node is in a closed disclosure's hidden content (not its summary): Chromium keeps
   * the boxes of a disclosure's content once it has been open, hidden and not drawn.
   */
  const hidden = new Map<number, boolean>();
  const inClosedDisclosure = (node: number): boolean => {
    const known = hidden.get(node);
    if (known !== undefined) return known;
    const parent = nodes.parentIndex?.[node] ?? -1;
    const result =
      parent >= 0 &&
      ((text(nodes.nodeName?.[parent]) === 'DETAILS' &&
        !hasAttribute(parent, 'open') &&
        text(nodes.nodeName?.[node]) !== 'SUMMARY') ||
        inClosedDisclosure(parent));
    hidden.set(node, result);
    return result;
  };
  const styles: Styles = new Map();
  layout.nodeIndex.forEach((node, i) => {
    if (inClosedDisclosure(node)) return;
    const pseudo = pseudoOf.get(node);
    const parent = nodes.parentIndex?.[node] ?? -1;
    // A pseudo-element's box is made anew with each style change: it is known by its element.
    let key = pseudo ? `${backendId(parent)}::${pseudo}` : backendId(node);
    const name = pseudo ? `${nameOf(parent)}::${pseudo}` : nameOf(node);
    // An element may have more than one box (an inline split by a block).
    for (let n = 2; styles.has(key); n++) key = `${key.replace(/ #\d+$/, '')} #${String(n)}`;
    styles.set(key, { name, values: (layout.styles[i] ?? []).map((index) => text(index)) });
  });
  return styles;
}

/** What differs between two snapshots: boxes only in one, and each box's changed properties. */
function differences(properties: string[], part: Styles, whole: Styles): string[] {
  const found: string[] = [];
  for (const [key, { name, values }] of whole) {
    const before = part.get(key);
    if (!before) {
      found.push(`${name}: a box only with the whole stylesheet`);
      continue;
    }
    const changed = properties.flatMap((property, i) =>
      values[i] === before.values[i]
        ? []
        : [`${property} ${before.values[i] ?? ''} → ${values[i] ?? ''}`],
    );
    if (changed.length > 0) found.push(`${name}: ${changed.join('; ')}`);
  }
  for (const [key, { name }] of part)
    if (!whole.has(key)) found.push(`${name}: a box only with the part`);
  return found;
}

/**
 * Opens every native disclosure of the page, as a visitor without script can (`open`), or
 * puts each back as the page came (`asLoaded`).
 */
async function setDisclosures(page: Page, open: boolean, asLoaded: boolean[]): Promise<void> {
  await page.evaluate(
    ({ open, asLoaded }) => {
      document.querySelectorAll('details').forEach((details, i) => {
        details.open = open || (asLoaded[i] ?? false);
      });
    },
    { open, asLoaded },
  );
}

/** Links the whole stylesheet the part names after the part, as the app does, and waits for it. */
async function linkWholeStylesheet(page: Page): Promise<void> {
  const href = await page.evaluate(() => {
    const part = document.querySelector('style[data-stylesheet]');
    const whole = part?.getAttribute('data-stylesheet');
    if (!part || !whole) return null;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = whole;
    part.after(link);
    return whole;
  });
  expect(href, 'the page names no stylesheet').toMatch(/^\/assets\/boot-[\w-]+\.css$/);
  // Without script the page runs no listener: its load shows as the sheet's rules.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelector<HTMLLinkElement>('style[data-stylesheet] + link')?.sheet?.cssRules
            .length ?? 0,
      ),
    )
    .toBeGreaterThan(0);
}

/** The page's boxes' styles at each width, with its disclosures as loaded and open. */
async function eachState(
  page: Page,
  cdp: CDPSession,
  properties: string[],
  asLoaded: boolean[],
): Promise<Map<string, Styles>> {
  const states = new Map<string, Styles>();
  for (const size of widths) {
    await page.setViewportSize(size);
    for (const open of [false, true]) {
      await setDisclosures(page, open, asLoaded);
      const label = `${String(size.width)} px, disclosures ${open ? 'open' : 'as loaded'}`;
      states.set(label, await boxStyles(cdp, properties));
    }
  }
  return states;
}

const addresses = [
  ...pageTypes.map(([name, path]) => [name, path] as const),
  ...pageTypes.map(([name, path]) => [`${name} (hi)`, `/hi${path}`] as const),
  ['treatment (zh)', '/zh/service/skin-and-hair/microblading'],
  ['offline page (ru)', '/ru/offline.html'],
] as const;

it.describe(
  'without JavaScript, each page is styled by its part as by the whole stylesheet @desktop',
  () => {
    it.use({ javaScriptEnabled: false });

    for (const [name, path] of addresses) {
      it(`${name}: ${path}`, async ({ page, consoleLog }) => {
        if (name.startsWith('404')) consoleLog.allow(/status of 404/);
        await page.goto(path);
        // The fonts the part's rules ask for are in: the layout is final.
        await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
        // Every property the browser computes but custom properties, which the snapshot does
        // not give (what a custom property changes shows in the properties that use it).
        const properties = await page.evaluate(() =>
          Array.from(getComputedStyle(document.body)).filter((name) => !name.startsWith('--')),
        );
        const asLoaded = await page.evaluate(() =>
          Array.from(document.querySelectorAll('details'), (details) => details.open),
        );
        const cdp = await page.context().newCDPSession(page);
        const withPart = await eachState(page, cdp, properties, asLoaded);
        await linkWholeStylesheet(page);
        const withWhole = await eachState(page, cdp, properties, asLoaded);
        for (const [label, whole] of withWhole) {
          const part: Styles = withPart.get(label) ?? new Map();
          expect(part.size, `${path} at ${label}: boxes`).toBeGreaterThan(20);
          expect
            .soft(
              differences(properties, part, whole).slice(0, 10),
              `${path} at ${label}: with its part → with the whole stylesheet`,
            )
            .toEqual([]);
        }
      });
    }
  },
);

it("with JavaScript, the whole stylesheet is loaded once, after the page's part, before the app starts @desktop", async ({
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
