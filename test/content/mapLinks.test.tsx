/**
 * The privacy notice lists every site a tap can reach. The map draws its own links in the
 * browser (the credit line), which the prerendered pages do not show: this holds them to the
 * notice's list. Leaflet's own prefix link (leafletjs.com) is switched off in ClinicMap.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { tileRequests } from '../msw/handlers';
import { renderApp } from '../renderApp';
import { thirdParties } from '../../src/content/thirdParties';

it('every link the map draws goes to a site the privacy notice names', async () => {
  tileRequests.length = 0;
  await renderApp('/contact');
  const map = await screen.findByLabelText('Map showing the clinic in Alto-Porvorim, Goa');
  await waitFor(() => {
    expect(tileRequests.length).toBeGreaterThan(0);
  });
  const hosts = within(map)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => /^https?:/.test(href))
    .map((href) => new URL(href).host);
  expect(hosts).toEqual(['www.openstreetmap.org']);
  const named = thirdParties.filter((party) => party.contacted === 'on-tap');
  for (const host of hosts) expect(named.flatMap((party) => party.hosts)).toContain(host);
});
