import { expect, it, ready } from './fixtures';
import { navbar, openNavbar, visit } from './visitor';

it.describe('contact page', () => {
  it.use({ mapTiles: true });

  it('shows the map with tiles answered locally, the marker and its popup', async ({
    page,
    tiles,
  }) => {
    await page.goto('/contact');
    await ready(page);
    // The map loads when the visitor scrolls to it.
    await page.getByRole('region', { name: 'Map', exact: true }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: 'Map showing the clinic in Alto-Porvorim, Goa' });
    await expect(map).toBeVisible();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    for (const url of tiles) expect(url).toMatch(/tile\.openstreetmap\.org\/13\//);
    // The clinic (about 15.53 N, 73.83 E) is on tile 5775/3738 at zoom 13.
    await expect.poll(() => tiles).toContain('https://tile.openstreetmap.org/13/5775/3738.png');
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
    const marker = map.getByRole('button', { name: 'face multispecialty clinic' });
    await expect(marker).toBeVisible();
    expect(await marker.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    await marker.click();
    await expect(page.getByText('A pretty CSS3 popup. Easily customizable.')).toBeVisible();
  });

  it('going offline before the page is shown, it says the map could not be loaded and gives the address', async ({
    page,
    context,
    tiles,
    consoleLog,
  }) => {
    // Offline, the browser itself logs each file it could not fetch (the map's code among them);
    // the page must still work, with no error of its own.
    consoleLog.allow(/net::ERR_INTERNET_DISCONNECTED/);
    // The contact page's own code came with an earlier visit; the map's never did.
    await visit(page, '/contact');
    await openNavbar(page);
    await navbar(page).home.click();
    await expect(page).toHaveURL('/');
    // The home page's words are fetched as it opens: only once they are shown does the visitor
    // go offline.
    await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    await context.setOffline(true);
    await openNavbar(page);
    await navbar(page).contact.click();

    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('region', { name: 'Address', exact: true })).toContainText(
      'Goa 403521, India',
    );
    const map = page.getByRole('region', { name: 'Map', exact: true });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toContainText(
      'The map could not be loaded. The clinic is in Alto-Porvorim, Goa 403521.',
    );
    await expect(map.getByText('Loading…')).toBeHidden();
    await expect(map).toContainText(
      'The map could not be loaded. The clinic is in Alto-Porvorim, Goa 403521.',
    );
    expect(tiles).toEqual([]);
  });

  it('a tile service that connects but never answers: within a few seconds the map says it could not be loaded @desktop', async ({
    page,
    tiles,
  }) => {
    // Every tile request is held open and never answered, as by a stalled link or a portal.
    const held: string[] = [];
    await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => {
      held.push(route.request().url());
      return new Promise<void>(() => undefined);
    });
    await visit(page, '/contact');
    const map = page.getByRole('region', { name: 'Map', exact: true });
    await map.scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('region', { name: 'Map showing the clinic in Alto-Porvorim, Goa' }),
    ).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const asked = Date.now();
    // FetchTileLayer's patience is 5 s from the last answer; the notice, not an empty map.
    await expect(map.getByRole('status')).toHaveText(
      'The map could not be loaded. The clinic is in Alto-Porvorim, Goa 403521.',
      { timeout: 15_000 },
    );
    expect(Date.now() - asked).toBeLessThan(12_000);
    await expect(map.getByRole('button', { name: 'face multispecialty clinic' })).toBeVisible();
    expect(tiles).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('shows the address, landmarks, timings and telephone, with directions and a call link', async ({
    page,
  }) => {
    await visit(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('face multispecialty clinic');

    const box = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(box('Address')).toContainText('face multispecialty clinic');
    await expect(box('Address')).toContainText('Alto-Porvorim, Bardez');
    await expect(box('Address')).toContainText('Goa 403521, India');
    const directions = box('Address').getByRole('link', { name: /^Get directions/ });
    await expect(directions).toHaveAccessibleName('Get directions (opens in a new tab)');
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);

    await expect(box('Landmarks').getByRole('listitem')).toHaveCount(3);
    await expect(box('Landmarks')).toContainText('Porvorim');

    await expect(box('Timings')).toContainText('Morning: 9:00\u00a0am to 1:00\u00a0pm');
    await expect(box('Timings')).toContainText('Evening: 4:00\u00a0pm to 8:00\u00a0pm');
    await expect(box('Timings').getByText(/^(Open now, closes at|Closed, opens) /)).toBeVisible();

    // The number is a sample: the box says so and calls no one (a confirmed number is a link:
    // src/components/PhoneLink.test.tsx).
    await expect(box('Telephone').getByRole('link', { name: /^Call / })).toHaveCount(0);
    await expect(box('Telephone')).toContainText(
      'Telephone number to be confirmed. In an emergency, call 108 or 112.',
    );
    // The e-mail address is a sample too: shown, marked, and no link writes to it.
    await expect(box('Telephone').getByRole('link')).toHaveCount(0);
    await expect(box('Telephone')).toContainText('clinic@example.com sample');
    // So are the landmarks.
    await expect(box('Landmarks').locator('[data-sample="wordsToConfirm"]')).toHaveCount(3);

    await expect(
      page.getByRole('img', { name: 'Illustration of the clinic building in Alto-Porvorim' }),
    ).toBeVisible();
  });

  it('shows the office hours from Monday, with Sunday closed @desktop', async ({ page }) => {
    await visit(page, '/contact');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Timings']);
    await expect(table.getByRole('rowheader')).toHaveText([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await expect(table.getByRole('row', { name: /^Monday/ })).toContainText(
      /9:00\sam – 1:00\spm, 4:00\spm – 8:00\spm/,
    );
    // The open days are a sample: the closed day is marked.
    await expect(table.getByRole('row', { name: /^Sunday/ }).getByRole('cell')).toHaveText(
      'Closed sample',
    );
  });

  for (const { when, time, path, status } of [
    {
      when: 'on a Monday morning',
      time: '2026-11-23T05:00:00Z',
      path: '/contact',
      status: /^Open now, closes at 1:00\spm$/,
    },
    {
      when: 'on a Monday afternoon',
      time: '2026-11-23T08:30:00Z',
      path: '/contact',
      status: /^Closed, opens at 4:00\spm$/,
    },
    {
      when: 'on a Monday afternoon (in Hindi)',
      time: '2026-11-23T08:30:00Z',
      path: '/hi/contact',
      status: /^बंद है, शाम\s4\sबजे खुलेगा$/,
    },
    {
      when: 'on a Monday evening (in French)',
      time: '2026-11-23T12:00:00Z',
      path: '/fr/contact',
      status: /^Ouvert en ce moment, ferme à 20\sh$/,
    },
    {
      when: 'on a Sunday (in Russian)',
      time: '2026-11-22T06:30:00Z',
      path: '/ru/contact',
      status: /^Закрыто, откроется в понедельник в 9:00$/,
    },
  ]) {
    it(`says whether the clinic is open ${when}, in the clinic's time zone @desktop`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(time));
      await visit(page, path);
      await expect(page.getByText(status)).toBeVisible();
    });
  }
});
