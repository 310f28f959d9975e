/**
 * The service page (spec §2): a treatment's information under its headings (the spec's, with
 * the fee of issue #35 before the post-care), Dental
 * treatment's two columns, the phone accordion, single cards and carousels.
 */
import type { Page } from '@playwright/test';
import { expect, isPhone, it as itInNewTab, itInOneTab as it, ready } from './fixtures';
import { carouselSettled, categoryHeader, showCarousel, treatmentList, visit } from './visitor';

/** A category is open: expanded in the phone's accordion, the current entry beside the panel. */
async function expectCategoryOpen(page: Page, name: string, open: boolean): Promise<void> {
  const header = categoryHeader(page, name);
  if (isPhone(page)) await expect(header).toHaveAttribute('aria-expanded', String(open));
  else if (open) await expect(header).toHaveAttribute('aria-current', 'page');
  else await expect(header).not.toHaveAttribute('aria-current', /.*/);
}

const categories = [
  'Dental treatment',
  'Dental implants & oral surgery',
  'Maxillofacial surgery',
  'Cosmetics',
  'Skin & hair',
];

it.describe('a treatment', () => {
  for (const { language, path, name, headings } of [
    {
      language: 'English',
      path: '/service/dental-treatment/fillings-and-root-canals',
      name: 'Fillings and root canal treatment',
      headings: [
        'What it is',
        'Reasons',
        'Materials',
        'Procedure',
        'Purpose',
        'Pros and cons',
        'Fee',
        'Post-care',
      ],
    },
    {
      language: 'Russian',
      path: '/ru/service/dental-treatment/fillings-and-root-canals',
      name: 'Пломбы и лечение корневых каналов',
      headings: [
        'Что это такое',
        'Показания',
        'Материалы',
        'Как проводится',
        'Цель',
        'Плюсы и минусы',
        'Стоимость',
        'Уход после процедуры',
      ],
    },
  ]) {
    it(`shows its information under the headings of the spec (${language})`, async ({ page }) => {
      await visit(page, path);
      const detail = page.getByRole('article', { name });
      await expect(detail.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(detail.getByRole('heading', { level: 4 })).toHaveText(headings);
      await expect(detail.getByRole('heading', { level: 5 })).toHaveCount(2);
      for (const list of await detail.getByRole('list').all()) {
        await expect(list.getByRole('listitem').first()).toBeVisible();
      }
    });
  }

  it('with types shows them under Types', async ({ page }) => {
    await visit(page, '/service/dental-treatment/braces-and-aligners');
    const detail = page.getByRole('article', { name: 'Braces and aligners' });
    await expect(detail.getByRole('heading', { level: 4, name: 'Types' })).toBeVisible();
    await expect(detail.getByRole('term')).toContainText([
      'Metal braces',
      'Ceramic braces',
      'Lingual braces',
      'Clear aligners',
    ]);
  });

  it('is highlighted in the list and on its card while it is open', async ({ page }) => {
    await visit(page, '/service/cosmetics/botox');
    const list = treatmentList(page, 'Dermal fillers');
    await expect(list.getByRole('link', { name: 'Botulinum toxin (Botox)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(list.locator('[aria-current]')).toHaveCount(1);

    const carousel = await showCarousel(page, 'Treatments in Cosmetics');
    // The card, named by its heading (an item of the static row's list; react-slick, live
    // here, puts its slides in no list).
    const card = carousel
      .locator('.treatment-card')
      .filter({ has: page.getByRole('heading', { name: 'Botulinum toxin (Botox)' }) });
    await expect(card.getByText('Selected', { exact: true })).toBeVisible();
    // Its image is decorative: the heading names the card, once.
    await expect(card.locator('img')).toHaveAttribute('alt', '');
    await expect(card.locator('img')).toBeVisible();
    await expect(card.getByText('Who may not be suitable')).toBeVisible();
  });

  it('closes with its Close link, back to the category', async ({ page }) => {
    await visit(page, '/service/cosmetics/botox');
    await page.getByRole('link', { name: 'Close Botulinum toxin (Botox)' }).click();
    await expect(page).toHaveURL('/service/cosmetics');
    await expect(
      page.getByRole('article', { name: 'Botulinum toxin (Botox)', exact: true }),
    ).toBeHidden();
    await expectCategoryOpen(page, 'Cosmetics', true);
  });
});

it.describe('the categories', () => {
  it('Dental treatment lists its eleven treatments in two columns: seven, then four', async ({
    page,
  }) => {
    await visit(page, '/service/dental-treatment');
    const left = treatmentList(page, 'Fillings and root canal treatment');
    const right = treatmentList(page, 'Cosmetic dentistry');
    await expect(left.getByRole('listitem')).toHaveText([
      'Fillings and root canal treatment',
      'Braces and aligners',
      'Crowns and bridges',
      'Dentures',
      'Cleaning and gum treatment',
      "Children's dentistry",
      'Dental X-rays',
    ]);
    await expect(right.getByRole('listitem')).toHaveText([
      'Cosmetic dentistry',
      'Veneers',
      'Teeth whitening',
      'Tooth jewellery',
    ]);

    const leftBox = await left.boundingBox();
    const rightBox = await right.boundingBox();
    expect(leftBox && rightBox).toBeTruthy();
    if (!leftBox || !rightBox) return;
    if (isPhone(page)) {
      // A phone is too narrow for columns side by side: the second follows the first.
      expect(rightBox.y).toBeGreaterThanOrEqual(leftBox.y + leftBox.height);
    } else {
      expect(rightBox.x).toBeGreaterThanOrEqual(leftBox.x + leftBox.width);
      expect(Math.abs(rightBox.y - leftBox.y)).toBeLessThan(2);
    }
  });

  it('another category lists its treatments in one column', async ({ page }) => {
    await visit(page, '/service/cosmetics');
    const list = treatmentList(page, 'Dermal fillers');
    await expect(list).toHaveCount(1);
    await expect(list.getByRole('listitem')).toHaveCount(9);
  });

  it('only the open category is expanded; choosing another opens it and closes the first', async ({
    page,
  }) => {
    await visit(page, '/service/skin-and-hair');
    for (const name of categories) {
      await expect(categoryHeader(page, name)).toBeVisible();
      await expectCategoryOpen(page, name, name === 'Skin & hair');
    }
    await expect(page.getByRole('heading', { level: 3, name: 'Lips & brows' })).toBeVisible();

    await categoryHeader(page, 'Maxillofacial surgery').click();

    await expect(page).toHaveURL('/service/maxillofacial-surgery');
    for (const name of categories) {
      await expectCategoryOpen(page, name, name === 'Maxillofacial surgery');
    }
    await expect(
      page.getByRole('heading', { level: 3, name: 'Treatments in Maxillofacial surgery' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Lips & brows' })).toBeHidden();
  });

  it('/service opens the first category (spec §4), and says to choose one when it is closed', async ({
    page,
  }) => {
    await visit(page, '/service');
    await expectCategoryOpen(page, 'Dental treatment', true);
    for (const name of categories.slice(1)) await expectCategoryOpen(page, name, false);
    await expect(page.getByText('Choose a category to see its treatments.')).toBeHidden();

    await categoryHeader(page, 'Dental treatment').click();
    await expect(page.getByText('Choose a category to see its treatments.')).toBeVisible();
    for (const name of categories) await expectCategoryOpen(page, name, false);
    await expect(page).toHaveURL('/service');

    await categoryHeader(page, 'Cosmetics').click();
    await expect(page).toHaveURL('/service/cosmetics');
    await expectCategoryOpen(page, 'Cosmetics', true);
    await expect(page.getByText('Choose a category to see its treatments.')).toBeHidden();
  });

  it('a group of one treatment shows a single card, larger groups a carousel', async ({ page }) => {
    await visit(page, '/service/skin-and-hair');
    const carousels = page.locator('[aria-roledescription="carousel"]');
    await expect(carousels).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Skin', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lips & brows' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hair', exact: true })).toHaveCount(0);

    // The one card, with no carousel's list around it: named by its heading.
    const single = page
      .locator('.treatment-card')
      .filter({ has: page.getByRole('heading', { level: 4, name: 'PRP for hair' }) });
    await expect(single).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: single })).toHaveCount(0);
    await expect(single.locator('img')).toHaveAttribute('alt', '');
    await expect(single.locator('img')).toBeVisible();
    await single.getByRole('link', { name: 'PRP for hair' }).click();
    await expect(page).toHaveURL('/service/skin-and-hair/hair-prp');
    await expect(page.getByRole('article', { name: 'PRP for hair' })).toBeVisible();
  });
});

it.describe('the treatments carousel', () => {
  for (const { language, path, region, previous, next, first, second } of [
    {
      language: 'English',
      path: '/service/cosmetics',
      region: 'Treatments in Cosmetics',
      previous: 'Previous',
      next: 'Next',
      first: 'Botulinum toxin (Botox)',
      second: 'Dermal fillers',
    },
    {
      language: 'Russian',
      path: '/ru/service/cosmetics',
      region: 'Процедуры раздела «Косметология»',
      previous: 'Назад',
      next: 'Вперёд',
      first: 'Ботулотоксин («Ботокс»)',
      second: 'Дермальные филлеры',
    },
  ]) {
    it(`Previous and Next move the cards (${language})`, async ({ page }) => {
      await visit(page, path);
      const carousel = await showCarousel(page, region, next);
      const cards = carousel.getByRole('heading', { level: 4 });
      // Spec §9: four cards side by side on a wide screen, one at a time on a phone.
      await expect(cards).toHaveCount(isPhone(page) ? 1 : 4);
      await expect(cards.first()).toHaveText(first);

      await carousel.getByRole('button', { name: next }).click();
      await carouselSettled(carousel);
      await expect(cards.first()).not.toHaveText(first);
      if (isPhone(page)) await expect(cards).toHaveText([second]);
      else await expect(carousel.getByRole('heading', { name: first })).toBeHidden();

      await carousel.getByRole('button', { name: previous }).click();
      await carouselSettled(carousel);
      await expect(cards.first()).toHaveText(first);
      await expect(cards).toHaveCount(isPhone(page) ? 1 : 4);
    });
  }

  it('keeps hidden and cloned cards out of the Tab order', async ({ page }) => {
    await visit(page, '/service/cosmetics');
    const carousel = await showCarousel(page, 'Treatments in Cosmetics');
    const shown = isPhone(page)
      ? ['Botulinum toxin (Botox)']
      : ['Botulinum toxin (Botox)', 'Dermal fillers', 'Wrinkle treatment', 'Scar revision'];

    await carousel.getByRole('button', { name: 'Previous' }).focus();
    for (const name of shown) {
      await page.keyboard.press('Tab');
      await expect(carousel.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Next' })).toBeFocused();

    const hiddenSlides = carousel.locator('.slick-slide[aria-hidden="true"], .slick-cloned');
    expect(await hiddenSlides.count()).toBeGreaterThan(0);
    expect(
      await hiddenSlides.evaluateAll((slides) =>
        slides.every((slide) => (slide as HTMLElement).inert),
      ),
    ).toBe(true);
  });
});

itInNewTab.describe('Send this page', () => {
  const site = 'https://clinic.example.com';
  const implants = '/service/implants-and-oral-surgery/dental-implants';
  /** A browser that can share: `navigator.share` records what it is given in `window.shared`. */
  const shareSheet = () => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  };
  const shared = (page: Page) =>
    page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

  itInNewTab('opens the share sheet before the app has started', async ({ page }) => {
    await page.addInitScript(shareSheet);
    // The app's code never arrives: the prerendered page and main.tsx's first lines only.
    await page.route(/\/assets\/boot-[^/]+\.js$/, () => undefined);
    await page.goto(implants, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Send this page' }).click();
    expect(await shared(page)).toEqual([
      {
        title: 'Dental implants | Dental implants & oral surgery | face multispecialty clinic',
        url: `${site}${implants}`,
      },
    ]);
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
    expect(page.context().pages()).toHaveLength(1);
  });

  itInNewTab('shares the page shown after a move in the app', async ({ page }) => {
    await page.addInitScript(shareSheet);
    await page.goto(implants);
    await ready(page);
    await page
      .getByRole('navigation', { name: 'About this site' })
      .getByRole('link', { name: 'Fees' })
      .click();
    await expect(page).toHaveURL('/fees');
    await expect(page).toHaveTitle(/^Fees/);
    await page.getByRole('link', { name: 'Send this page' }).click();
    expect(await shared(page)).toEqual([{ title: await page.title(), url: `${site}/fees` }]);
  });

  itInNewTab('opens WhatsApp with the page where the browser cannot share', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    const path = `/ru${implants}`;
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    await page.goto(path);
    await ready(page);
    const [whatsApp] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Отправить эту страницу' }).click(),
    ]);
    const address = new URL(whatsApp.url());
    expect(address.origin + address.pathname).toBe('https://wa.me/');
    expect(address.searchParams.get('text')).toBe(
      `Прочитайте эту страницу: ${await page.title()} ${site}${path}`,
    );
  });
});
