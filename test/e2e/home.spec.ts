/**
 * The home page (spec §2): the hero video, the sections, and the category carousel.
 */
import { expect, isPhone, itInOneTab as it } from './fixtures';
import { carouselSettled, showCarousel, visit } from './visitor';

// The hero's video and the carousel's slides moving are this file's subject (fixtures.ts).
it.use({ reducedMotion: 'no-preference' });

it.describe('the hero', () => {
  it('plays a muted, looping, inline video over its poster, and the pause button pauses it', async ({
    page,
  }) => {
    await visit(page, '/');
    const video = page.locator('.hero video');
    await expect(video).toBeVisible();
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        playsInline: element.playsInline,
        autoplay: element.autoplay,
        poster: new URL(element.poster).pathname,
      })),
    ).toEqual({
      muted: true,
      loop: true,
      playsInline: true,
      autoplay: true,
      poster: '/media/hero-poster.webp',
    });
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    await expect.poll(paused).toBe(false);

    const pause = page.getByRole('button', { name: 'Pause the background video' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect.poll(paused).toBe(true);

    await page.getByRole('button', { name: 'Play the background video' }).click();
    await expect.poll(paused).toBe(false);
    await expect(pause).toBeVisible();
  });

  it('with reduced motion shows only the poster, without a video', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/');
    await expect(page.locator('.hero img[src="/media/hero-poster.jpg"]')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0);
  });

  it('is full size on the home page and compact on the other pages', async ({ page }) => {
    await visit(page, '/');
    const hero = page.getByRole('region', { name: /^Welcome to face multispecialty clinic/ });
    const full = (await hero.boundingBox())?.height ?? 0;

    await visit(page, '/contact');
    // A compact hero is the page's title, no region of its own.
    const compact = (await page.locator('#hero').boundingBox())?.height ?? 0;
    expect(compact).toBeGreaterThan(0);
    expect(compact).toBeLessThan(full);
    await expect(page.locator('.hero video')).toBeVisible();
  });
});

it.describe('the home page', () => {
  for (const { language, path, headings, checklist, consultants, since } of [
    {
      language: 'English',
      path: '/',
      headings: [
        'Our story',
        'What we do',
        'Our services',
        'During your visit',
        'Visiting consultants',
      ],
      checklist: [
        'Your current medications, with their names and doses',
        'Any known allergies, for example to medicines, latex or foods',
        'Recent medical records, such as test reports, X-rays and discharge summaries',
      ],
      consultants: ['Dermatologist and cosmetologist', 'Psychiatrist'],
      since: 'Since 2018',
    },
    {
      language: 'Hindi',
      path: '/hi/',
      headings: ['हमारी कहानी', 'हम क्या करते हैं', 'हमारी सेवाएँ', 'क्लिनिक आते समय', 'विज़िटिंग कंसल्टेंट'],
      checklist: [
        'आप अभी जो दवाएँ ले रहे हैं, उनके नाम और खुराक के साथ',
        'कोई भी ज्ञात एलर्जी, जैसे दवाओं, लेटेक्स या किसी खाने की चीज़ से',
        'हाल के मेडिकल रिकॉर्ड, जैसे जाँच रिपोर्ट, एक्स-रे और अस्पताल की डिस्चार्ज समरी',
      ],
      consultants: ['त्वचा रोग विशेषज्ञ (डर्मेटोलॉजिस्ट) और कॉस्मेटोलॉजिस्ट', 'मनोचिकित्सक'],
      since: '2018 से',
    },
  ]) {
    it(`tells our story, shows the services, the visit checklist and the visiting consultants (${language})`, async ({
      page,
    }) => {
      await visit(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(headings);
      await expect(page.getByText(since)).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('list')
          .filter({ hasText: checklist[0] })
          .getByRole('listitem'),
      ).toHaveText(checklist);
      for (const title of consultants) {
        await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }
    });
  }
});

it.describe('the services carousel', () => {
  it('Previous and Next move the category cards, round and round', async ({ page }) => {
    await visit(page, '/');
    const carousel = await showCarousel(page, 'Service categories');
    const cards = carousel.getByRole('heading', { level: 3 });
    const next = carousel.getByRole('button', { name: 'Next' });
    const previous = carousel.getByRole('button', { name: 'Previous' });

    // Spec §9: three cards side by side, two scrolled at a time; one at a time on a phone.
    if (isPhone(page)) {
      await expect(cards).toHaveText(['Dental treatment']);
      await next.click();
      await carouselSettled(carousel);
      await expect(cards).toHaveText(['Dental implants & oral surgery']);
      await previous.click();
      await carouselSettled(carousel);
      await expect(cards).toHaveText(['Dental treatment']);
      await previous.click();
      await carouselSettled(carousel);
      await expect(cards).toHaveText(['Skin & hair']);
    } else {
      await expect(cards).toHaveText([
        'Dental treatment',
        'Dental implants & oral surgery',
        'Maxillofacial surgery',
      ]);
      await next.click();
      await carouselSettled(carousel);
      await expect(cards).toHaveText(['Maxillofacial surgery', 'Cosmetics', 'Skin & hair']);
      await previous.click();
      await carouselSettled(carousel);
      await expect(cards).toHaveText([
        'Dental treatment',
        'Dental implants & oral surgery',
        'Maxillofacial surgery',
      ]);
    }
  });

  it('keeps hidden and cloned cards out of the Tab order, before and after moving', async ({
    page,
  }) => {
    await visit(page, '/');
    const carousel = await showCarousel(page, 'Service categories');
    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });

    const expectTabOrder = async (shown: string[]) => {
      await previous.focus();
      for (const name of shown) {
        await page.keyboard.press('Tab');
        await expect(carousel.getByRole('link', { name, exact: true })).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    };

    await expectTabOrder(
      isPhone(page)
        ? ['Dental treatment']
        : ['Dental treatment', 'Dental implants & oral surgery', 'Maxillofacial surgery'],
    );
    await next.click();
    await carouselSettled(carousel);
    await expectTabOrder(
      isPhone(page)
        ? ['Dental implants & oral surgery']
        : ['Maxillofacial surgery', 'Cosmetics', 'Skin & hair'],
    );
  });
});
