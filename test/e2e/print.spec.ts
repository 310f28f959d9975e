/**
 * Printing: a treatment page prints as a handout (its own text in dark ink, the clinic's
 * address, telephone, hours and the page's address; no navigation, menus, hero, carousels,
 * map or footer links). The treatment is printed to PDF with Chromium and the PDF's text is
 * read back; the other page types are checked as the print styles lay them out. Printing does
 * not depend on the screen, so this runs once, in the desktop project.
 */
import type { Page } from '@playwright/test';
import { fullDate } from '../../src/lib/dates';
import { clinicPhone, doctorName } from '../../src/content/clinic';
import reviews from '../../src/content/reviews.json' with { type: 'json' };
import english from '../../src/locales/en/ui.json' with { type: 'json' };
import hindi from '../../src/locales/hi/ui.json' with { type: 'json' };
import { expect, itInOneTab as it } from './fixtures';
import { comparable, pdfPages } from './pdfText';
import { visit } from './visitor';
import { decodeQR } from 'qr/decode.js';
import { pageTypes } from '../harness/pages.mjs';

const treatment = '/service/implants-and-oral-surgery/wisdom-teeth';

/** The treatment that prints longest in each language. */
const longestPrinted = [
  '/service/dental-treatment/childrens-dentistry',
  '/hi/service/dental-treatment/childrens-dentistry',
  '/ru/service/implants-and-oral-surgery/wisdom-teeth',
  '/fr/service/dental-treatment/childrens-dentistry',
  '/zh/service/implants-and-oral-surgery/wisdom-teeth',
];

/** The words of the screen's chrome that must not reach the paper. */
const chrome = [
  english.MeetUs,
  english.ContactUs,
  english.header.callNow,
  english.service.pageIntro,
  english.footer.ourTeam,
  english.footer.connect,
  english.footer.socialMedia,
  english.carousel.next,
  english.carousel.previous,
];

/** A4 less the print styles' 8 mm margins, in CSS pixels. */
const printWidth = Math.floor(((210 - 2 * 8) / 25.4) * 96);

/** Lays the page out as on paper and returns what is shown of its parts. */
async function asPrinted(page: Page) {
  await page.setViewportSize({ width: printWidth, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  return page.evaluate(() => {
    const shown = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).some((element) =>
        element.checkVisibility(),
      );
    const texts = Array.from(
      document.querySelectorAll<HTMLElement>('main p, main li, main h2, main h3, main dd'),
    ).filter((element) => element.checkVisibility());
    return {
      fitsThePaper: document.documentElement.scrollWidth <= window.innerWidth,
      chrome: {
        navigation: shown('nav, .menu-toggle'),
        headerButtons: shown('.topbar-actions'),
        hero: shown('.hero'),
        carousels: shown('[aria-roledescription="carousel"]'),
        map: shown('.map-slot'),
        footerLinks: shown('.footer-grid'),
      },
      details: shown('.printed-details'),
      inkColours: [...new Set(texts.map((element) => getComputedStyle(element).color))],
      backgrounds: [
        ...new Set(
          Array.from(document.querySelectorAll<HTMLElement>('body, body *'))
            .filter((element) => element.checkVisibility())
            .map((element) => getComputedStyle(element).backgroundColor),
        ),
      ],
    };
  });
}

const noChrome = {
  navigation: false,
  headerButtons: false,
  hero: false,
  carousels: false,
  map: false,
  footerLinks: false,
};

it.describe('printing @desktop', () => {
  it('a treatment prints as a handout: its text, the clinic and the address of the page', async ({
    page,
  }) => {
    await visit(page, treatment);
    const detail = page.locator('#treatment-detail');
    await expect(detail).toBeVisible();
    // An ambulance card's 108 and 112 buttons are left off paper: its steps name the numbers.
    const ownText = await detail
      .locator('h3, h4, h5, p, li, dt, dd')
      .evaluateAll((elements) =>
        elements
          .filter((element) => !element.matches('.care-card-ambulance .care-card-calls'))
          .map((element) => element.textContent),
      );

    const pages = await pdfPages(await page.pdf({ format: 'A4' }));
    const printed = comparable(pages.join('\n'));

    for (const text of ownText) expect(printed).toContain(comparable(text));
    // The handout says when a clinician of the clinic last reviewed it, and who; a page no one
    // has reviewed claims no review.
    const review = (reviews as Partial<Record<string, { lastReviewed: string; reviewer: string }>>)[
      'treatments/wisdom-teeth'
    ];
    if (review) {
      expect(printed).toContain(
        comparable(`Page last reviewed: ${fullDate(review.lastReviewed, 'en')}`),
      );
      expect(printed).toContain(
        comparable(`Reviewed by ${doctorName('oral-maxillofacial-surgeon', 'en').full}`),
      );
    } else expect(printed).not.toContain(comparable('Reviewed by'));
    // The clinic's number, or while it is a sample, that it is yet to be confirmed.
    expect(printed).toContain(
      comparable(clinicPhone.href ? clinicPhone.display : 'telephone number to be confirmed'),
    );
    for (const line of english.clinic.addressLines) expect(printed).toContain(comparable(line));
    // Spec §9's hours, as the facts file has them, and the open days.
    for (const time of ['9:00 am', '1:00 pm', '4:00 pm', '8:00 pm']) {
      expect(printed).toContain(comparable(time));
    }
    expect(printed).toContain(comparable('Monday to Saturday'));
    // A sample is printed with its marker (the fee line's, the open days'), and the note under
    // the page says what it means.
    const fee = (await page.locator('.treatment-fee p').first().textContent()) ?? '';
    expect(fee).toMatch(new RegExp(`^₹[\\d,]+ – ₹[\\d,]+ ${english.sample.mark};`));
    expect(printed).toContain(comparable(fee));
    expect(printed).toContain(comparable(`Monday to Saturday ${english.sample.mark}`));
    expect(printed).toContain(comparable(english.sample.note));
    // The page's public address, the one its canonical link names.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`${treatment}$`));
    expect(printed).toContain(comparable(canonical ?? ''));
    // (The carousel's "Next" is chrome; the review line's "Next review due" is not.)
    const printedOwnWords = printed.split(comparable('Next review due')).join('');
    for (const words of chrome) expect(printedOwnWords).not.toContain(comparable(words));
    // The handout is the treatment, not the site: at most two sheets, each with text on it.
    expect(pages.length).toBeLessThanOrEqual(2);
    for (const text of pages) expect(text.trim()).not.toBe('');

    const layout = await asPrinted(page);
    expect(layout.chrome).toEqual(noChrome);
    expect(layout.details).toBe(true);
    expect(layout.fitsThePaper).toBe(true);
    expect(layout.inkColours).toEqual(['rgb(0, 0, 0)']);
    expect(layout.backgrounds).toEqual(['rgba(0, 0, 0, 0)']);
  });

  it('the treatments that print longest in each language print on at most two A4 sheets', async ({
    page,
  }) => {
    // The longest by `node scripts/measure/print-pages.mjs`, which prints every treatment.
    for (const path of longestPrinted) {
      await visit(page, path);
      const pages = await pdfPages(await page.pdf({ format: 'A4' }));
      expect(pages.length, path).toBeLessThanOrEqual(2);
    }
  });

  for (const [name, path, reviewedPage, unconfirmedPhone] of [
    [
      'category',
      '/service/skin-and-hair',
      'categories/skin-and-hair',
      english.phoneToConfirmInline,
    ],
    [
      'doctor',
      '/meet/associate-dentist',
      'doctors/associate-dentist',
      english.phoneToConfirmInline,
    ],
    ['contact', '/contact', undefined, english.phoneToConfirmInline],
    ['fees', '/fees', undefined, english.phoneToConfirmInline],
    [
      'treatment in Hindi',
      '/hi/service/cosmetics/botox',
      'treatments/botox',
      hindi.phoneToConfirmInline,
    ],
  ] as const) {
    it(`a ${name} page (${path}) prints its own text with the clinic's details`, async ({
      page,
    }) => {
      await visit(page, path);
      // Seen once, so the map and the carousels have come to life before printing.
      await page.keyboard.press('End');
      const layout = await asPrinted(page);
      expect(layout.chrome).toEqual(noChrome);
      expect(layout.details).toBe(true);
      expect(layout.fitsThePaper).toBe(true);
      expect(layout.inkColours).toEqual(['rgb(0, 0, 0)']);
      await expect(page.locator('.printed-details')).toContainText(
        clinicPhone.href ? clinicPhone.display : unconfirmedPhone,
      );
      await expect(page.locator('.printed-details')).toContainText(path);
      // Who reviewed the page, and when, on paper too, once someone has (the contact page has
      // no review).
      await expect(page.locator('main .page-review')).toHaveCount(
        reviewedPage && reviewedPage in reviews ? 1 : 0,
      );
    });
  }
});

it.describe('a printout leads back to its page @desktop', () => {
  it('every page type prints a QR code that a camera reads as the page’s address', async ({
    page,
  }) => {
    for (const [name, path] of pageTypes.filter(([type]) => type !== '404')) {
      await page.emulateMedia({ media: 'screen' });
      await visit(page, `/hi${path}`);
      await page.emulateMedia({ media: 'print' });
      const qr = page.locator('.printed-qr svg');
      await expect(qr, name).toBeVisible();
      // The QR code as the page draws it, rasterised at 4 px a module, then decoded.
      const image = await qr.evaluate(async (svg) => {
        const size = 4 * (svg as SVGSVGElement).viewBox.baseVal.width;
        const picture = new Image(size, size);
        picture.src = `data:image/svg+xml,${encodeURIComponent(svg.outerHTML)}`;
        await picture.decode();
        const canvas = new OffscreenCanvas(size, size);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, size, size);
        context.drawImage(picture, 0, 0, size, size);
        return {
          width: size,
          height: size,
          data: [...context.getImageData(0, 0, size, size).data],
        };
      });
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(decodeQR({ ...image, data: Uint8Array.from(image.data) }), name).toBe(canonical);
      await expect(page.locator('.printed-page'), name).toContainText(canonical ?? '');
    }
  });
});
