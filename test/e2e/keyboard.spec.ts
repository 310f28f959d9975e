/**
 * Everything works from the keyboard alone: the skip link, the navbar's menus, the service
 * page's links, the carousels, the footer and the panels in the header. Run at the desktop
 * size only (playwright.config.ts): a phone has no keyboard.
 */
import { expect, itInOneTab as it } from './fixtures';
import {
  carouselSettled,
  categoryHeader,
  disclosureButton,
  expectExpanded,
  languageButton,
  navbar,
  tabTo,
  treatmentList,
  visit,
} from './visitor';
import { clinicPhone } from '../../src/content/clinic';

// The hero video's pause button is one of the Tab stops walked through here (fixtures.ts).
it.use({ reducedMotion: 'no-preference' });

it.describe('with the keyboard only', () => {
  it('the skip link is the first Tab stop and moves the focus to the main content', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab stop is the first one inside the main content, past the header: the hero's
    // call button, or while the number is a sample (no link), the next one.
    await page.keyboard.press('Tab');
    if (clinicPhone.href)
      await expect(
        page.getByRole('main').getByRole('link', { name: `Call ${clinicPhone.display}` }),
      ).toBeFocused();
    else
      expect(
        await page.evaluate(() => {
          const main = document.querySelector('main');
          return main !== document.activeElement && !!main?.contains(document.activeElement);
        }),
      ).toBe(true);
  });

  it('Enter opens the Service menu, Tab goes into it, Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await visit(page, '/contact');
    const { service } = navbar(page);
    const menu = page.getByRole('list', { name: 'Service categories' });

    await tabTo(page, service);
    await page.keyboard.press('Enter');
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: /^Dental treatment/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: /^Dental implants/ })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(service).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(service).toBeFocused();
    await expect(page).toHaveURL('/contact');

    // Space opens it too, as for any button; Enter on a category opens that category.
    await page.keyboard.press('Space');
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, menu.getByRole('link', { name: /^Cosmetics/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/cosmetics');
    await expect(service).toHaveAttribute('aria-expanded', 'false');
    await expect(service).toHaveAttribute('aria-current', 'page');
  });

  it('Enter opens the Meet Us menu and Enter on a doctor opens their page', async ({ page }) => {
    await visit(page, '/');
    const { meet } = navbar(page);
    await tabTo(page, meet);
    await page.keyboard.press('Enter');
    await expect(meet).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, page.getByRole('list', { name: 'Our doctors' }).getByRole('link').nth(1));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/meet/associate-dentist');
    await expect(meet).toHaveAttribute('aria-expanded', 'false');
    await expect(meet).toHaveAttribute('aria-current', 'page');
  });

  it('the category and treatment links answer Enter, and an opened treatment takes the focus', async ({
    page,
  }) => {
    await visit(page, '/service/dental-treatment');
    await tabTo(page, categoryHeader(page, 'Cosmetics'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/cosmetics');

    await tabTo(
      page,
      treatmentList(page, 'Dermal fillers').getByRole('link', { name: 'Dermal fillers' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/cosmetics/dermal-fillers');
    await expect(page.getByRole('heading', { level: 3, name: 'Dermal fillers' })).toBeFocused();

    await tabTo(page, page.getByRole('link', { name: 'Close Dermal fillers' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/cosmetics');
    await expect(page.getByRole('article', { name: 'Dermal fillers' })).toBeHidden();
  });

  it('Tab into the home carousel keeps the focus in the carousel', async ({ page }) => {
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Service categories' });
    await tabTo(page, page.getByRole('button', { name: 'Pause the background video' }));
    await page.keyboard.press('Tab');
    const focusInCarousel = () =>
      page.evaluate(
        () => document.activeElement?.closest('[aria-roledescription="carousel"]') != null,
      );
    await expect.poll(focusInCarousel).toBe(true);
    // Still there once the carousel has come to life (its buttons are shown).
    await expect(carousel.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(await focusInCarousel()).toBe(true);
  });

  it('the carousel’s Next answers Enter and Previous answers Space', async ({ page }) => {
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Service categories' });
    const cards = carousel.getByRole('heading', { level: 3 });

    await tabTo(page, carousel.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await carouselSettled(carousel);
    await expect(cards).toHaveText(['Maxillofacial surgery', 'Cosmetics', 'Skin & hair']);

    await tabTo(page, carousel.getByRole('button', { name: 'Previous' }), { key: 'Shift+Tab' });
    await page.keyboard.press('Space');
    await carouselSettled(carousel);
    await expect(cards).toHaveText([
      'Dental treatment',
      'Dental implants & oral surgery',
      'Maxillofacial surgery',
    ]);

    // A card's link opens its category.
    await tabTo(page, carousel.getByRole('link', { name: 'Maxillofacial surgery' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/maxillofacial-surgery');
  });

  // Under load react-slick's code once came after the Tab that scrolled the static row to an
  // unseen card: that scroll was stored as a move, and Next then went two slides too far.
  it('Tab through the carousel before its code arrives moves no slide', async ({ page }) => {
    let release: (value?: unknown) => void = () => undefined;
    const released = new Promise((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/SlickCarousel-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Service categories' });
    const cards = carousel.getByRole('heading', { level: 3 });

    // The browser scrolls the row to show the card the keyboard is on.
    await tabTo(page, carousel.getByRole('link', { name: 'Cosmetics' }));
    const row = carousel.getByRole('list');
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    release();

    await tabTo(page, carousel.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await carouselSettled(carousel);
    await expect(cards).toHaveText(['Maxillofacial surgery', 'Cosmetics', 'Skin & hair']);
  });

  it('the footer’s links answer Enter', async ({ page }) => {
    await visit(page, '/contact');
    const footer = page.getByRole('contentinfo');

    await tabTo(page, footer.getByRole('link', { name: 'Dr. B. Sample' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/meet/associate-dentist');
    await expect(page.getByRole('main').getByRole('article')).toContainText('8 years of practice');

    await tabTo(page, footer.getByRole('link', { name: 'Skin & hair' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/skin-and-hair');
    await expect(page.getByRole('heading', { level: 2, name: 'Skin & hair' })).toBeVisible();
  });

  it('Escape closes the social panel and the language menu and gives the focus back', async ({
    page,
  }) => {
    await visit(page, '/');
    const toggle = disclosureButton(page, 'Social media links');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expectExpanded(toggle, true);
    // While the clinic's profiles are samples they are no links: the panel holds nothing to
    // focus, and Escape closes it from its button.
    await expect(page.getByText(/^Facebook\b/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Facebook/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectExpanded(toggle, false);
    await expect(toggle).toBeFocused();

    const summary = languageButton(page);
    await tabTo(page, summary, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const languages = page.getByRole('list', { name: 'Language' });
    await expect(languages).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(languages.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(languages).toBeHidden();
    await expect(summary).toBeFocused();
  });

  it('beside the list, the open category and doctor are titles, not a second Tab stop', async ({
    page,
  }) => {
    await visit(page, '/service/cosmetics');
    const category = page.getByRole('heading', { level: 2, name: 'Cosmetics', exact: true });
    await expect(category).toBeVisible();
    await expect(category.getByRole('link')).toHaveCount(0);
    // The list beside the panel is where the keyboard chooses.
    await tabTo(page, categoryHeader(page, 'Skin & hair'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/skin-and-hair');

    await visit(page, '/meet/associate-dentist');
    const doctor = page.getByRole('heading', {
      level: 2,
      name: 'Dr. B. Sample sample',
      exact: true,
    });
    await expect(doctor).toBeVisible();
    await expect(doctor.getByRole('link')).toHaveCount(0);
  });
});
