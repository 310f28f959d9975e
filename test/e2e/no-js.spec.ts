/**
 * Without JavaScript every page is its prerendered HTML: the text is all there, and the
 * navbar, footer and language links are plain links that work. The phone menu, the social
 * links and the language list are native disclosures that open without script. A page of
 * every kind of test/harness/pages.mjs is read here (the accessibility statement says so:
 * test/content/statements.test.ts), the 404 screen as '/nowhere'.
 */
import type { Page } from '@playwright/test';
import { expect, isPhone, itInOneTab as it } from './fixtures';
import { disclosureButton, expectExpanded, treatmentList } from './visitor';
import { addressesToConfirm, clinic, clinicPhone } from '../../src/content/clinic';
import az from '../../src/locales/en/a-z.json' with { type: 'json' };
import fees from '../../src/locales/en/fees.json' with { type: 'json' };
import statements from '../../src/locales/en/statements.json' with { type: 'json' };
import urgent from '../../src/locales/en/urgent.json' with { type: 'json' };
import visit from '../../src/locales/en/visit.json' with { type: 'json' };

it.use({ tabOptions: { javaScriptEnabled: false } });

/** Nothing on the page scrolls sideways on a screen `width` px wide. */
async function expectWithinWidth(page: Page, width: number): Promise<void> {
  expect(
    await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth)),
  ).toBe(width);
}

/** Each text is shown somewhere on the page. */
async function expectShown(page: Page, texts: string[]): Promise<void> {
  for (const text of texts) {
    await expect(page.getByText(text).filter({ visible: true }).first(), text).toBeVisible();
  }
}

const pages = [
  {
    path: '/',
    heading: 'Welcome to face multispecialty clinic, Alto-Porvorim, Goa',
    texts: [
      'Our story',
      // The doctors' names are samples: each followed by its marker, in the text too.
      'Since 2018, Dr. Sample sample has also worked as a visiting consultant',
      'Dental treatment',
      'During your visit',
      'Your current medications, with their names and doses',
      'Visiting consultants',
      'Psychiatrist',
    ],
  },
  {
    // The first category is open (spec §4 default), as at /service/dental-treatment.
    path: '/service',
    heading: 'Dental treatment',
    texts: ['Treatments in Dental treatment', 'Skin & hair'],
  },
  {
    path: '/service/dental-treatment',
    heading: 'Dental treatment',
    texts: [
      'Treatments in Dental treatment',
      'Fillings and root canal treatment',
      'Tooth jewellery',
    ],
  },
  {
    path: '/service/cosmetics/botox',
    heading: 'Botulinum toxin (Botox)',
    texts: [
      'Treatments in Cosmetics',
      'Small injections that soften lines caused by facial expressions.',
      'What it is',
      'Pros and cons',
      'Post-care',
    ],
  },
  {
    path: '/meet',
    heading: 'Dr. A. Sample sample',
    texts: ['Dr. A. Sample', 'Qualifications', 'MDS (Oral and Maxillofacial Surgery)'],
  },
  {
    path: '/meet/associate-dentist',
    heading: 'Dr. B. Sample sample',
    texts: ['Dr. B. Sample', 'Associate dentist', '8 years of practice'],
  },
  {
    path: '/contact',
    heading: 'face multispecialty clinic',
    texts: [
      'Goa 403521, India',
      'Get directions',
      'Landmarks',
      'Morning: 9:00\u00a0am to 1:00\u00a0pm',
      clinicPhone.href ? `Call ${clinicPhone.display}` : 'Telephone number to be confirmed.',
      'Opening hours',
      // Nothing failed: the map's place says where the clinic is.
      'The clinic is in Alto-Porvorim, Goa 403521.',
    ],
  },
  // The pages outside the navbar, read in their own words (no fact of the clinic in them).
  { path: '/urgent', heading: urgent.title, texts: [urgent.intro] },
  {
    path: '/privacy',
    heading: statements.privacy.title,
    texts: [statements.privacy.collect.text, statements.privacy.children.text],
  },
  {
    path: '/accessibility',
    heading: statements.accessibility.title,
    texts: [statements.accessibility.standard.text, statements.accessibility.law.text],
  },
  { path: '/fees', heading: fees.page.title, texts: [fees.page.intro] },
  {
    path: '/visit',
    heading: visit.title,
    texts: [visit.sections.languages.points[0] ?? '', visit.sections.holidays.heading],
  },
  // The A-Z: its words, a letter and a line of it (a treatment's name under its letter).
  {
    path: '/a-z',
    heading: az.title,
    texts: [az.intro, 'Dental implants', 'Severe allergic reaction'],
  },
  {
    path: '/hi/meet/associate-dentist',
    heading: 'डॉ. बी. सैंपल नमूना',
    texts: ['डॉ. बी. सैंपल', 'योग्यताएँ', '8 साल का अनुभव', 'हमारी टीम'],
  },
];

it.describe('without JavaScript', () => {
  for (const { path, heading, texts } of pages) {
    it(`${path} shows all its text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectShown(page, texts);
      await expect(page.getByRole('contentinfo').getByRole('heading', { level: 2 })).toHaveCount(4);
    });
  }

  it('an unknown address shows the error screen, with status 404', async ({ page, consoleLog }) => {
    consoleLog.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto('/nowhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
    );
    await expectShown(page, ['404 Not Found']);
  });

  it('the navbar links move between the pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // On a phone the navbar is behind the menu button, closed again on every new page.
    const showNavbar = async () => {
      if (isPhone(page)) await disclosureButton(page, 'Menu').click();
      await expect(nav).toBeVisible();
    };
    await showNavbar();

    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('face multispecialty clinic');
    await showNavbar();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Service and Meet Us open menus with JavaScript; without it they lead to their pages.
    await nav.getByText('Service', { exact: true }).click();
    await expect(page).toHaveURL('/service');
    await expect(page.getByText('Treatments in Dental treatment')).toBeVisible();

    await showNavbar();
    await nav.getByText('Meet Us', { exact: true }).click();
    await expect(page).toHaveURL('/meet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. A. Sample sample');

    await showNavbar();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to face multispecialty clinic, Alto-Porvorim, Goa',
    );
  });

  it('on a 360 px phone, the menu and the social links open and their links work @phone', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/service/cosmetics');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const menuButton = disclosureButton(page, 'Menu');
    await expect(nav).toBeHidden();

    // Opens and closes again with the same button, which the open menu leaves on the screen.
    await menuButton.tap();
    await expectExpanded(menuButton, true);
    await expect(nav).toBeVisible();
    await expect(menuButton).toBeInViewport();
    await expectWithinWidth(page, 360);
    await menuButton.tap();
    await expect(nav).toBeHidden();

    await menuButton.tap();
    await nav.getByRole('link', { name: 'Contact Us' }).tap();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('face multispecialty clinic');
    await expect(nav).toBeHidden();
    await menuButton.tap();
    await nav.getByText('Meet Us', { exact: true }).tap();
    await expect(page).toHaveURL('/meet');

    const social = disclosureButton(page, 'Social media links');
    const items = page.getByRole('list', { name: 'Social media links' }).getByRole('listitem');
    await expect(items.first()).toBeHidden();
    await social.tap();
    await expectExpanded(social, true);
    await expect(items).toHaveCount(5);
    await expectWithinWidth(page, 360);
    // While the profiles are samples they are no links (they reach no one); once confirmed,
    // Facebook opens in a new tab.
    if (!addressesToConfirm.social) {
      await context.route(`${clinic.social.facebook}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
      );
      const popup = page.waitForEvent('popup');
      await items.first().getByRole('link').tap();
      await expect(await popup).toHaveURL(clinic.social.facebook);
    } else await expect(items.first().getByRole('link')).toHaveCount(0);
    await social.tap();
    await expect(items.first()).toBeHidden();
  });

  it('the footer links open the doctors and the services', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'Dr. B. Sample' }).click();
    await expect(page).toHaveURL('/meet/associate-dentist');
    await expectShown(page, ['8 years of practice']);

    await footer.getByRole('link', { name: 'Cosmetics' }).click();
    await expect(page).toHaveURL('/service/cosmetics');
    await expectShown(page, ['Treatments in Cosmetics']);
  });

  it('"Send this page" is a WhatsApp message with the page’s title and address', async ({
    page,
  }) => {
    const path = '/fr/service/implants-and-oral-surgery/dental-implants';
    await page.goto(path);
    const text = `Une page à lire\u00a0: ${await page.title()} https://clinic.example.com${path}`;
    await expect(page.getByRole('link', { name: 'Envoyer cette page' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(text)}`,
    );
  });

  it('the treatment links open and close a treatment', async ({ page }) => {
    await page.goto('/service/cosmetics');
    const list = treatmentList(page, 'Dermal fillers');

    await list.getByRole('link', { name: 'Dermal fillers' }).click();
    await expect(page).toHaveURL('/service/cosmetics/dermal-fillers');
    await expect(page.getByRole('article', { name: 'Dermal fillers' })).toBeVisible();

    await page.getByRole('link', { name: 'Close Dermal fillers' }).click();
    await expect(page).toHaveURL('/service/cosmetics');
    await expect(page.getByRole('article', { name: 'Dermal fillers' })).toBeHidden();
  });

  it('the language links show the page in another language and back', async ({ page }) => {
    await page.goto('/meet/associate-dentist');
    await page.locator('summary', { hasText: 'English' }).click();
    await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();

    await expect(page).toHaveURL('/hi/meet/associate-dentist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectShown(page, ['योग्यताएँ', '8 साल का अनुभव']);

    await page.locator('summary', { hasText: 'हिन्दी' }).click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL('/meet/associate-dentist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectShown(page, ['8 years of practice']);
  });
});
