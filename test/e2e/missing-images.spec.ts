/**
 * Images that cannot be loaded (issue #27): the logo, the hero's poster and the doctors'
 * portraits keep their boxes, drawn as a quiet tint (src/styles/base.css), never the browser's
 * broken-image icon (drawn at a box's top left corner) or their alt text running out of the box.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, it } from './fixtures';
import { hydrated } from './visitor';

it.use({ reducedMotion: 'reduce' });

/**
 * The distinct colours in a square of `image`'s box: at its top left corner, where the icon
 * would be, or (`inset`) a quarter of the way in, clear of a rounded corner and of the alt text.
 */
async function colours(page: Page, image: Locator, inset: boolean): Promise<number> {
  const box = await image.boundingBox();
  if (!box) throw new Error('the image has no box');
  const size = Math.min(16, box.width / 4, box.height / 4);
  const shot = await page.screenshot({
    clip: {
      x: box.x + (inset ? box.width / 4 : 0),
      y: box.y + (inset ? box.height / 4 : 0),
      width: size,
      height: size,
    },
  });
  return page.evaluate(async (png) => {
    const picture = new Image();
    picture.src = `data:image/png;base64,${png}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = picture.width;
    canvas.height = picture.height;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.drawImage(picture, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<string>();
    for (let index = 0; index < data.length; index += 4)
      colours.add(`${String(data[index])},${String(data[index + 1])},${String(data[index + 2])}`);
    return colours.size;
  }, shot.toString('base64'));
}

// The hero's box is the hero's (its CSS), under its own shading: only its box is checked.
// The portraits' corners are rounded.
const images = {
  '.brand img': { ownBox: true, plain: true, rounded: false },
  '.hero-media img': { ownBox: false, plain: false, rounded: false },
  '.story-portrait': { ownBox: true, plain: true, rounded: true },
  '.doctor-portrait': { ownBox: true, plain: true, rounded: true },
};

for (const [path, selectors] of [
  ['/', ['.brand img', '.hero-media img', '.story-portrait']],
  ['/meet/oral-maxillofacial-surgeon', ['.doctor-portrait']],
] as const)
  it(`${path}: every image that fails keeps its box, a plain tint with no broken-image icon @desktop`, async ({
    page,
    consoleLog,
  }) => {
    consoleLog.allow(/^error: Failed to load resource: the server responded with a status of 404/);
    await page.route(/\/(images\/.*|media\/hero-poster\.\w+)$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'missing' }),
    );
    await page.goto(path);
    await hydrated(page);
    for (const selector of selectors) {
      const { ownBox, plain, rounded } = images[selector];
      const image = page.locator(selector).first();
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
        .toBe(true);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
      const { width, height } = (await image.boundingBox()) ?? { width: 0, height: 0 };
      const declared = await image.evaluate((element: HTMLImageElement) => ({
        width: Number(element.getAttribute('width')),
        height: Number(element.getAttribute('height')),
      }));
      // Its own box, in its own proportions: not collapsed, not grown around its alt text.
      expect(width, selector).toBeGreaterThan(0);
      if (ownBox) expect(width / height, selector).toBeCloseTo(declared.width / declared.height, 1);
      if (plain) expect(await colours(page, image, rounded), selector).toBe(1);
    }
  });
