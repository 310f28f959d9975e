/**
 * Spec §4 as a visitor performs it: choosing services and doctors, the navbar's items, the
 * sticky navbar, and the panels that scrolling and a click outside close.
 */
import type { Page } from '@playwright/test';
import { expect, isPhone, itInOneTab as it } from './fixtures';
import {
  categoryHeader,
  disclosureButton,
  english,
  expectExpanded,
  expectHighlighted,
  expectMenusClosed,
  hindi,
  navbar,
  openNavbar,
  openSubmenu,
  pathOf,
  showCarousel,
  visit,
} from './visitor';
import { addressesToConfirm, clinic, mailtoUrl, whatsappChatUrl } from '../../src/content/clinic';
import englishUi from '../../src/locales/en/ui.json' with { type: 'json' };
import { clinicInWords, factsIn } from '../../src/content/facts';
import { withoutMarks } from '../../src/content/sampleMarks';

const languages = [
  {
    language: 'English',
    words: english,
    prefix: '',
    cosmetics: 'Cosmetics',
    botox: 'Botulinum toxin (Botox)',
    cosmeticsTreatments: 'Treatments in Cosmetics',
  },
  {
    language: 'Hindi',
    words: hindi,
    prefix: '/hi',
    cosmetics: 'कॉस्मेटिक उपचार',
    botox: 'बोटुलिनम टॉक्सिन (बोटॉक्स)',
    cosmeticsTreatments: 'कॉस्मेटिक उपचार के उपचार',
  },
];

/** Clicks (or, on a phone, taps) a point of the page where there is nothing to press. */
async function pressOutside(page: Page): Promise<void> {
  if (isPhone(page)) await page.touchscreen.tap(8, 700);
  else await page.mouse.click(8, 700);
}

const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => {
    window.scrollTo(0, top);
  }, y);

it.describe('choosing a service', () => {
  for (const { language, words, prefix, cosmetics } of languages) {
    it(`from the Service menu opens the category, highlights Service and closes the menu (${language})`, async ({
      page,
    }) => {
      await visit(page, `${prefix}/contact`);
      await expectHighlighted(page, 'contact', words);

      const menu = await openSubmenu(page, 'service', words);
      await menu.getByRole('link', { name: new RegExp(`^${cosmetics}`) }).click();

      await expect(page).toHaveURL(`${prefix}/service/cosmetics`);
      await expect(page.getByRole('heading', { level: 2, name: cosmetics })).toBeVisible();
      await expectHighlighted(page, 'service', words);
      await expectMenusClosed(page, words);
    });
  }

  it('from the footer opens the category and highlights Service', async ({ page }) => {
    await visit(page, '/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Skin & hair' }).click();

    await expect(page).toHaveURL('/service/skin-and-hair');
    await expect(page.getByRole('heading', { level: 2, name: 'Skin & hair' })).toBeVisible();
    await expectHighlighted(page, 'service');
  });

  it('from a card of the home carousel opens the category and highlights Service', async ({
    page,
  }) => {
    await visit(page, '/');
    const carousel = await showCarousel(page, 'Service categories');
    // One card shows at a time on a phone; the second one is a Next away.
    if (isPhone(page)) await carousel.getByRole('button', { name: 'Next' }).click();
    await carousel.getByRole('link', { name: 'Dental implants & oral surgery' }).click();

    await expect(page).toHaveURL('/service/implants-and-oral-surgery');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Dental implants & oral surgery' }),
    ).toBeVisible();
    await expectHighlighted(page, 'service');
  });

  for (const { language, words, prefix, botox, cosmeticsTreatments } of languages) {
    it(`choosing the open treatment's card again closes it (${language})`, async ({ page }) => {
      await visit(page, `${prefix}/service/cosmetics`);
      const carousel = await showCarousel(page, cosmeticsTreatments, words.next);
      const card = carousel.getByRole('link', { name: botox });
      const detail = page.getByRole('article', { name: botox, exact: true });
      await expect(detail).toBeHidden();

      await card.click();
      await expect(page).toHaveURL(`${prefix}/service/cosmetics/botox`);
      await expect(detail).toBeVisible();
      await expect(card).toHaveAttribute('aria-expanded', 'true');

      await card.click();
      await expect(page).toHaveURL(`${prefix}/service/cosmetics`);
      await expect(detail).toBeHidden();
      await expect(card).toHaveAttribute('aria-expanded', 'false');
      await expectHighlighted(page, 'service', words);
    });
  }

  it('choosing the open category header again closes it', async ({ page }) => {
    await visit(page, '/service/cosmetics');
    const header = categoryHeader(page, 'Cosmetics');
    // Open: expanded in the phone's accordion, the current entry in the list beside the panel.
    if (isPhone(page)) await expect(header).toHaveAttribute('aria-expanded', 'true');
    else await expect(header).toHaveAttribute('aria-current', 'page');

    await header.click();

    await expect(page).toHaveURL('/service');
    await expect(page.getByText('Choose a category to see its treatments.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Treatments in Cosmetics' })).toBeHidden();
    await expectHighlighted(page, 'service');
  });
});

it.describe('choosing a doctor', () => {
  for (const { language, words, prefix, doctor, detail } of [
    {
      language: 'English',
      words: english,
      prefix: '',
      doctor: 'Dr. B. Sample',
      detail: '8 years of practice',
    },
    {
      language: 'Hindi',
      words: hindi,
      prefix: '/hi',
      doctor: 'डॉ. बी. सैंपल',
      detail: '8 साल का अनुभव',
    },
  ]) {
    it(`from the Meet Us menu opens the doctor, highlights Meet Us and closes the menu (${language})`, async ({
      page,
    }) => {
      await visit(page, `${prefix}/`);
      const menu = await openSubmenu(page, 'meet', words);
      await menu.getByRole('link', { name: doctor }).click();

      await expect(page).toHaveURL(`${prefix}/meet/associate-dentist`);
      await expect(page.getByRole('main').getByText(detail)).toBeVisible();
      await expectHighlighted(page, 'meet', words);
      await expectMenusClosed(page, words);
    });
  }

  it('from the footer opens the doctor and highlights Meet Us', async ({ page }) => {
    await visit(page, '/service');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dr. A. Sample' }).click();

    await expect(page).toHaveURL('/meet/oral-maxillofacial-surgeon');
    // The fellowship, a sample while the clinic has not confirmed it, with its marker then.
    const fellowship = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: clinicInWords.surgeonFellowship.en });
    await expect(fellowship).toHaveText(
      withoutMarks(factsIn('en', true).surgeonFellowship ?? '', ` ${englishUi.sample.mark}`),
    );
    await expect(fellowship).toBeVisible();
    await expectHighlighted(page, 'meet');
  });
});

it.describe('the navbar', () => {
  it('Contact Us and Home move to their pages, move the highlight and close the menu', async ({
    page,
  }) => {
    await visit(page, '/service/cosmetics');
    await expectHighlighted(page, 'service');

    await openNavbar(page);
    await navbar(page).contact.click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('face multispecialty clinic');
    await expectHighlighted(page, 'contact');
    await expectMenusClosed(page);

    await openNavbar(page);
    await navbar(page).home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to face multispecialty clinic, Alto-Porvorim, Goa',
    );
    await expectHighlighted(page, 'home');
    await expectMenusClosed(page);
  });

  it('Service and Meet Us only open their menus and keep the highlighted item', async ({
    page,
  }) => {
    await visit(page, '/contact');
    const { service, meet } = navbar(page);
    await openNavbar(page);

    await service.click();
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('list', { name: 'Service categories' })).toBeVisible();
    await expectHighlighted(page, 'contact');

    await meet.click();
    await expect(meet).toHaveAttribute('aria-expanded', 'true');
    await expect(service).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('list', { name: 'Our doctors' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Service categories' })).toBeHidden();

    await meet.click();
    await expect(meet).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('list', { name: 'Our doctors' })).toBeHidden();

    expect(pathOf(page)).toBe('/contact');
    await expectHighlighted(page, 'contact');
    // On a phone the menu itself stays open for the next choice.
    if (isPhone(page)) await expect(navbar(page).nav).toBeVisible();
  });

  it(
    'on a phone, the menu closes with its one button or Escape, the focus on that button',
    { tag: '@phone' },
    async ({ page }) => {
      await visit(page, '/');
      const { menuButton, nav } = navbar(page);

      await openNavbar(page);
      await menuButton.click();
      await expect(nav).toBeHidden();
      await expectExpanded(menuButton, false);
      await expect(menuButton).toBeFocused();

      await openNavbar(page);
      await navbar(page).home.focus();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeFocused();
    },
  );

  it('every page change starts at the top of the page', async ({ page }) => {
    await visit(page, '/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Maxillofacial surgery' })
      .click();
    await expect(page).toHaveURL('/service/maxillofacial-surgery');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

it.describe('the sticky navbar', () => {
  it('sticks beyond 125px of scroll: 126px sticks, 125px does not', async ({ page }) => {
    await visit(page, '/');
    const slot = page.locator('.navbar-slot');
    await expect(slot).not.toHaveClass(/is-sticky/);

    await scrollTo(page, 126);
    await expect(slot).toHaveClass(/is-sticky/);
    await scrollTo(page, 125);
    await expect(slot).not.toHaveClass(/is-sticky/);
    await scrollTo(page, 600);
    await expect(slot).toHaveClass(/is-sticky/);
    await scrollTo(page, 0);
    await expect(slot).not.toHaveClass(/is-sticky/);
  });

  // On a phone the navbar is behind the menu button: this is the desktop's navbar.
  it(
    'stays in view while the page scrolls once it sticks',
    { tag: '@desktop' },
    async ({ page }) => {
      await visit(page, '/');
      await scrollTo(page, 1200);
      await expect(page.locator('.navbar-slot')).toHaveClass(/is-sticky/);
      await expect(navbar(page).home).toBeInViewport();
    },
  );
});

/**
 * The bar that sticks to the top of the screen: the navbar on wider screens, on a phone the
 * menu button's bar. Its box, or null while nothing sticks.
 */
const stuckBar = (page: Page) =>
  page.evaluate(() => {
    const bar = Array.from(
      document.querySelectorAll('.menu-toggle.is-sticky, .navbar-slot.is-sticky .navbar'),
    ).find((element) => element.checkVisibility());
    if (!bar) return null;
    const { top, bottom, height } = bar.getBoundingClientRect();
    return { top, bottom, height };
  });

it.describe('the sticky bar on a phone @phone', () => {
  it('the menu button sticks as a slim bar beyond 125px of scroll, and the menu opens from it', async ({
    page,
  }) => {
    await visit(page, '/service/implants-and-oral-surgery/wisdom-teeth');
    const { menuButton, nav, contact } = navbar(page);
    await expect(menuButton).toBeInViewport();

    await scrollTo(page, 125);
    await expect(menuButton).not.toBeInViewport();
    expect(await stuckBar(page)).toBeNull();

    await scrollTo(page, 126);
    await expect(menuButton).toBeInViewport();
    const bar = await stuckBar(page);
    // At the top of the screen, one button high (2.75rem and its padding: 52 px at 16 px).
    expect(bar).toMatchObject({ top: 0 });
    expect(bar?.height).toBeLessThanOrEqual(56);

    await scrollTo(page, 2500);
    await expect(menuButton).toBeInViewport();
    // Sticking moves nothing: the page is as tall as before and stays where it was scrolled.
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(2500);

    await menuButton.tap();
    await expect(nav).toBeVisible();
    await expect(nav).toHaveClass(/is-open/);
    await expect(contact).toBeInViewport();
    await contact.tap();
    await expect(page).toHaveURL('/contact');
    await expectMenusClosed(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await stuckBar(page)).toBeNull();
  });
});

it.describe('the sticky bar covers nothing', () => {
  it('what the keyboard focuses, going back up the page, stops below it', async ({ page }) => {
    await visit(page, '/service/implants-and-oral-surgery/wisdom-teeth');
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(() => stuckBar(page)).not.toBeNull();
    let scrolledUp = 0;
    for (let presses = 0; presses < 40; presses += 1) {
      const before = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const { top, bottom } = element.getBoundingClientRect();
        const inBar = element.closest('.menu-toggle, .navbar-slot') !== null;
        return { top, bottom, inBar, text: element.textContent.trim().slice(0, 40) };
      });
      const bar = await stuckBar(page);
      if (!focused || !bar || focused.inBar) break;
      if ((await page.evaluate(() => window.scrollY)) < before) scrolledUp += 1;
      expect(focused.top, `"${focused.text}" under the sticky bar`).toBeGreaterThanOrEqual(
        bar.bottom - 1,
      );
    }
    // The page scrolled up to show what was focused: the rule was tried, not just met.
    expect(scrolledUp).toBeGreaterThan(0);
  });

  it('a link to a part of the page scrolls it below the bar', async ({ page }) => {
    await visit(page, '/service/implants-and-oral-surgery/wisdom-teeth');
    await scrollTo(page, 600);
    await expect.poll(() => stuckBar(page)).not.toBeNull();
    // The skip link's target, as any link to a part of the page: its top below the bar.
    await page.evaluate(() => {
      document.querySelector('#treatment-title')?.scrollIntoView();
    });
    const bar = await stuckBar(page);
    const title = await page.locator('#treatment-title').boundingBox();
    expect(bar).not.toBeNull();
    expect(title?.y).toBeGreaterThanOrEqual((bar?.bottom ?? 0) - 1);
  });
});

it.describe('open panels', () => {
  it('scrolling closes the open menu', async ({ page }) => {
    await visit(page, '/');
    await openSubmenu(page, 'service');
    await scrollTo(page, 40);
    await expectMenusClosed(page);
  });

  it('scrolling closes the social panel', async ({ page }) => {
    await visit(page, '/');
    const toggle = disclosureButton(page, 'Social media links');
    await toggle.click();
    await expect(page.getByRole('list', { name: 'Social media links' })).toBeVisible();

    await scrollTo(page, 40);
    await expect(page.getByRole('list', { name: 'Social media links' })).toBeHidden();
    await expectExpanded(toggle, false);
  });

  it('a click outside closes the open menu', async ({ page }) => {
    await visit(page, '/');
    await openSubmenu(page, 'meet');
    await pressOutside(page);
    await expectMenusClosed(page);
    expect(pathOf(page)).toBe('/');
  });

  it('a click outside closes the social panel', async ({ page }) => {
    await visit(page, '/');
    const toggle = disclosureButton(page, 'Social media links');
    await toggle.click();
    await expectExpanded(toggle, true);

    await pressOutside(page);
    await expect(page.getByRole('list', { name: 'Social media links' })).toBeHidden();
    await expectExpanded(toggle, false);
    expect(pathOf(page)).toBe('/');
  });

  it('the social panel: five links, each opening in a new tab without access to the site, none while samples', async ({
    page,
    context,
  }) => {
    await visit(page, '/');
    await disclosureButton(page, 'Social media links').click();
    const panel = page.getByRole('list', { name: 'Social media links' });
    const names = ['Facebook', 'WhatsApp chat', 'E-mail', 'Instagram', 'LinkedIn'];
    if (addressesToConfirm.social && addressesToConfirm.whatsapp && addressesToConfirm.email) {
      // A sample address reaches no one: named, marked, and no link.
      await expect(panel.getByRole('listitem')).toHaveText(
        names.map((name) => `${name} ${englishUi.sample.mark}`),
      );
      await expect(panel.getByRole('link')).toHaveCount(0);
      return;
    }
    const links = panel.getByRole('link');
    await expect(links).toHaveText(
      names.map((name) => (name === 'E-mail' ? name : `${name} (opens in a new tab)`)),
    );
    for (const link of await links.all()) {
      if ((await link.getAttribute('href'))?.startsWith('mailto:')) {
        // The visitor's mail program, not a tab.
        await expect(link).not.toHaveAttribute('target');
        continue;
      }
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(links.nth(1)).toHaveAttribute('href', whatsappChatUrl);
    await expect(links.nth(2)).toHaveAttribute('href', mailtoUrl);

    // The social network answers with a page of its own; the new tab cannot reach this one.
    await context.route(`${clinic.social.facebook}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
    );
    const popup = page.waitForEvent('popup');
    await links.first().click();
    const tab = await popup;
    await expect(tab).toHaveURL(clinic.social.facebook);
    expect(
      await tab.evaluate(() => ({ noOpener: window.opener === null, referrer: document.referrer })),
    ).toEqual({ noOpener: true, referrer: '' });
    expect(pathOf(page)).toBe('/');
  });
});
