import { expect, it, ready } from './fixtures';

it.describe('contact page', () => {
  it('shows the map with tiles answered locally, the marker and its popup', async ({
    page,
    tiles,
  }) => {
    await page.goto('/contact');
    await ready(page);
    const map = page.getByRole('region', { name: 'Map showing the clinic in Alto-Porvorim, Goa' });
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    for (const url of tiles) expect(url).toMatch(/tile\.openstreetmap\.org\/13\//);
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
    const marker = map.getByRole('button', { name: 'face multispecialty clinic' });
    await expect(marker).toBeVisible();
    expect(await marker.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    await marker.click();
    await expect(page.getByText('A pretty CSS3 popup. Easily customizable.')).toBeVisible();
  });

  it('offline, the page still tells where the clinic is', async ({ page, context }) => {
    await page.goto('/contact');
    await ready(page);
    await context.setOffline(true);
    await page.reload().catch(() => undefined);
    await context.setOffline(false);
    await page.goto('/contact');
    await ready(page);
    await expect(page.getByText('Goa 403521, India')).toBeVisible();
  });
});
