/**
 * Every page has its own address: deep links open what they name, the back and forward
 * buttons move through the visitor's choices (the store follows the address), unknown
 * addresses answer 404, and the footer is on every page.
 */
import { expect, itInOneTab as it } from './fixtures';
import {
  expectHighlighted,
  hindi,
  hydrated,
  navbar,
  openNavbar,
  showCarousel,
  treatmentList,
  visit,
} from './visitor';

import chineseStrings from '../../src/locales/ch/ui.json' with { type: 'json' };
import frenchStrings from '../../src/locales/fr/ui.json' with { type: 'json' };
import hindiStrings from '../../src/locales/hi/ui.json' with { type: 'json' };
import russianStrings from '../../src/locales/ru/ui.json' with { type: 'json' };
import { addressesToConfirm, clinic, clinicPhone, mailtoUrl } from '../../src/content/clinic';

const notFoundLog = /Failed to load resource: the server responded with a status of 404/;

it.describe('deep links', () => {
  it('/service/cosmetics/botox opens Botox inside Cosmetics', async ({ page }) => {
    await visit(page, '/service/cosmetics/botox');
    await expect(page).toHaveTitle(
      'Botulinum toxin (Botox) | Cosmetics | face multispecialty clinic',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Cosmetics' })).toBeVisible();
    const detail = page.getByRole('article', { name: 'Botulinum toxin (Botox)', exact: true });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText('This takes about 10 to 15 minutes.');
    await expectHighlighted(page, 'service');
  });

  it('/hi/meet/associate-dentist shows the associate dentist in Hindi', async ({ page }) => {
    await visit(page, '/hi/meet/associate-dentist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The name is a sample: the Hindi marker follows it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('डॉ. बी. सैंपल नमूना');
    const detail = page.getByRole('main').getByRole('article');
    await expect(detail).toContainText('एसोसिएट दंत चिकित्सक');
    await expect(detail).toContainText('8 साल का अनुभव');
    await expectHighlighted(page, 'meet', hindi);
    await expect(page.getByRole('contentinfo').getByRole('heading', { level: 2 })).toHaveText([
      'हमारी टीम',
      'हमारी सेवाएँ',
      'हमसे जुड़ें',
      'सोशल मीडिया',
    ]);
  });

  // Under a language's prefix the 404 page, prerendered and then hydrated, is in that language.
  for (const [path, strings, lang, home] of [
    ['/hi/nowhere', hindiStrings, 'hi', '/hi/'],
    ['/ru/meet/nobody', russianStrings, 'ru', '/ru/'],
    ['/fr/service/cosmetics/veneers', frenchStrings, 'fr', '/fr/'],
    ['/zh/nowhere', chineseStrings, 'zh-Hans', '/zh/'],
  ] as const) {
    it(`${path} is the error screen in its language, 404 ${strings.error.notFoundText}, with status 404 @desktop`, async ({
      page,
      consoleLog,
    }) => {
      consoleLog.allow(notFoundLog);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.error.title);
      await expect(page.getByText(`404 ${strings.error.notFoundText}`)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`404 ${strings.error.notFoundText}`));
      await page.getByRole('link', { name: strings.error.backHome }).click();
      await expect(page).toHaveURL(home);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(strings.error.title);
    });
  }

  for (const path of ['/nowhere', '/service/cosmetics/veneers', '/meet/nobody']) {
    it(`${path} is no page: the error screen says 404 Not Found, with status 404 @desktop`, async ({
      page,
      consoleLog,
    }) => {
      consoleLog.allow(notFoundLog);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Unexpected Application Error!',
      );
      await expect(page.getByText('404 Not Found')).toBeVisible();

      // The header and footer are still there to go on from, and so is a way home.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Welcome to face multispecialty clinic, Alto-Porvorim, Goa',
      );
    });
  }
});

it.describe('the back and forward buttons', () => {
  it('move through the visitor’s choices, and the page follows the address', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    const fillersLink = treatmentList(page, 'Dermal fillers').getByRole('link', {
      name: 'Dermal fillers',
    });
    const fillers = page.getByRole('article', { name: 'Dermal fillers' });
    // The doctor's own article: the contact page shown just before also has articles (the
    // urgent-help cards), which stay on screen until the page the back button asks for is whole.
    const doctor = page.getByRole('main').getByRole('article').filter({ hasText: 'Dr. B. Sample' });

    await footer.getByRole('link', { name: 'Cosmetics' }).click();
    await expect(page).toHaveURL('/service/cosmetics');
    await fillersLink.click();
    await expect(page).toHaveURL('/service/cosmetics/dermal-fillers');
    await footer.getByRole('link', { name: 'Dr. B. Sample' }).click();
    await expect(page).toHaveURL('/meet/associate-dentist');
    await openNavbar(page);
    await navbar(page).contact.click();
    await expect(page).toHaveURL('/contact');

    await page.goBack();
    await expect(page).toHaveURL('/meet/associate-dentist');
    await expect(doctor).toContainText('8 years of practice');
    await expectHighlighted(page, 'meet');

    await page.goBack();
    await expect(page).toHaveURL('/service/cosmetics/dermal-fillers');
    await expect(fillers).toBeVisible();
    await expectHighlighted(page, 'service');
    // The links follow the state: the open treatment's link now closes it.
    await expect(fillersLink).toHaveAttribute('href', '/service/cosmetics');

    await page.goBack();
    await expect(page).toHaveURL('/service/cosmetics');
    await expect(fillers).toBeHidden();
    await expect(fillersLink).toHaveAttribute('href', '/service/cosmetics/dermal-fillers');

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to face multispecialty clinic, Alto-Porvorim, Goa',
    );
    await expectHighlighted(page, 'home');

    await page.goForward();
    await expect(page).toHaveURL('/service/cosmetics');
    await expect(page.getByRole('heading', { level: 2, name: 'Cosmetics' })).toBeVisible();
    await expect(fillers).toBeHidden();
    await expectHighlighted(page, 'service');

    await page.goForward();
    await expect(page).toHaveURL('/service/cosmetics/dermal-fillers');
    await expect(fillers).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL('/meet/associate-dentist');
    await expect(doctor).toContainText('8 years of practice');
    await expectHighlighted(page, 'meet');
  });

  it('a choice made after going back starts from the page gone back to', async ({ page }) => {
    await visit(page, '/service/cosmetics/botox');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dr. A. Sample' }).click();
    await expect(page).toHaveURL('/meet/oral-maxillofacial-surgeon');

    await page.goBack();
    await expect(
      page.getByRole('article', { name: 'Botulinum toxin (Botox)', exact: true }),
    ).toBeVisible();
    // Choosing the open treatment again closes it, as if the visitor had never left.
    const carousel = await showCarousel(page, 'Treatments in Cosmetics');
    await carousel.getByRole('link', { name: 'Botulinum toxin (Botox)' }).click();
    await expect(page).toHaveURL('/service/cosmetics');
    await expect(
      page.getByRole('article', { name: 'Botulinum toxin (Botox)', exact: true }),
    ).toBeHidden();
  });
});

it.describe('every page', () => {
  it('has a footer that links to the team, the services, WhatsApp and the social pages', async ({
    page,
  }) => {
    await visit(page, '/');
    const column = (name: string) =>
      page.getByRole('contentinfo').getByRole('list', { name, exact: true });

    // The names are samples: each marked.
    await expect(column('Our team').getByRole('link')).toHaveText([
      'Dr. A. Sample sample',
      'Dr. B. Sample sample',
    ]);
    await expect(column('Our team')).toContainText('Oral and maxillofacial surgeon');
    await expect(column('Our team')).toContainText('Associate dentist');
    await expect(column('Our services').getByRole('link')).toHaveText([
      'Dental treatment',
      'Dental implants & oral surgery',
      'Maxillofacial surgery',
      'Cosmetics',
      'Skin & hair',
    ]);

    // A sample WhatsApp number, e-mail address or profile reaches no one: named, marked, no link
    // (a confirmed one opens as the header's: navigation.spec.ts).
    await expect(column('Connect with us').getByRole('link', { name: /WhatsApp/ })).toHaveCount(
      addressesToConfirm.whatsapp ? 0 : 1,
    );
    await expect(column('Connect with us')).toContainText(
      addressesToConfirm.whatsapp ? 'Chat with us on WhatsApp sample' : 'Chat with us on WhatsApp',
    );
    // The clinic's number, or while it is a sample (which reaches nobody), that it is to be confirmed.
    await expect(column('Connect with us')).toContainText(
      clinicPhone.href ? clinicPhone.display : 'telephone number to be confirmed',
    );

    if (addressesToConfirm.social && addressesToConfirm.email) {
      await expect(column('Social media').getByRole('link')).toHaveCount(0);
      await expect(column('Social media').getByRole('listitem')).toHaveText([
        'Facebook sample',
        'Instagram sample',
        'LinkedIn sample',
        `${clinic.email} sample`,
      ]);
    } else {
      const social = column('Social media').getByRole('link');
      await expect(social).toHaveText([
        'Facebook (opens in a new tab)',
        'Instagram (opens in a new tab)',
        'LinkedIn (opens in a new tab)',
        clinic.email,
      ]);
      for (const link of (await social.all()).slice(0, 3)) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(social.last()).toHaveAttribute('href', mailtoUrl);
      await expect(social.last()).not.toHaveAttribute('target');
    }
  });

  it('names itself in the window title, after moving by links too', async ({ page }) => {
    await visit(page, '/');
    await expect(page).toHaveTitle('Welcome to face multispecialty clinic, Alto-Porvorim, Goa');

    await openNavbar(page);
    await navbar(page).contact.click();
    await expect(page).toHaveURL('/contact');
    await expect(page).toHaveTitle('Contact Us | face multispecialty clinic');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Dr. B. Sample' }).click();
    await expect(page).toHaveURL('/meet/associate-dentist');
    await expect(page).toHaveTitle('Dr. B. Sample, Dentist | face multispecialty clinic');
  });
});
