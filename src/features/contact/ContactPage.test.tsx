import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw/server';
import { tileRequests } from '../../../test/msw/handlers';
import { renderApp } from '../../../test/renderApp';
import { clinic } from '../../content/clinic';

describe('contact page', () => {
  beforeEach(() => {
    tileRequests.length = 0;
  });

  it("is titled 'face multispecialty clinic' with boxes for address, landmarks, timings and telephone", async () => {
    await renderApp('/contact');
    expect(
      screen.getByRole('heading', { level: 1, name: 'face multispecialty clinic' }),
    ).toBeInTheDocument();
    for (const heading of ['Address', 'Landmarks', 'Timings', 'Telephone']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Goa 403521, India')).toBeInTheDocument();
    expect(screen.getByText('Morning: 9:00 am to 1:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Evening: 4:00 pm to 8:00 pm')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /clinic building/ })).toBeInTheDocument();
  });

  it('offers directions, click-to-call and e-mail', async () => {
    await renderApp('/contact');
    expect(screen.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=15.531012%2C73.826798',
    );
    // The number is a sample: no link calls it; the page says so, with the emergency numbers.
    expect(screen.queryByRole('link', { name: `Call ${clinic.phone.display}` })).toBeNull();
    expect(
      within(screen.getByRole('main')).getAllByText(
        'Telephone number to be confirmed. In an emergency, call 108 or 112.',
      ).length,
    ).toBeGreaterThan(0);
    // The e-mail address is a sample too: shown, marked, and no link.
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('link', { name: /clinic@example\.com/ })).toBeNull();
    expect(main.getByText('clinic@example.com')).toHaveTextContent('clinic@example.com sample');
  });

  it('has the office-hours table with day and timings columns, Monday first', async () => {
    await renderApp('/contact');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Timings']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent(/Monday.*9:00\sam – 1:00\spm, 4:00\spm – 8:00\spm/);
    // The open days are a sample: the closed day says so.
    expect(rows[6]).toHaveTextContent('SundayClosed sample');
  });

  it('says whether the clinic is open now', async () => {
    await renderApp('/contact');
    expect(await screen.findByText(/^(Open now, closes at|Closed, opens)/)).toBeInTheDocument();
  });

  it('shows the map at zoom 13 with tiles from OpenStreetMap, its attribution and the marker popup', async () => {
    const { user, container } = await renderApp('/contact');
    const map = await screen.findByLabelText('Map showing the clinic in Alto-Porvorim, Goa');
    await waitFor(() => {
      expect(tileRequests.length).toBeGreaterThan(0);
    });
    for (const url of tileRequests)
      expect(url).toMatch(/^https:\/\/tile\.openstreetmap\.org\/13\/\d+\/\d+\.png$/);
    expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    const marker = within(map).getByRole('button', { name: 'face multispecialty clinic' });
    expect(marker.getAttribute('src')).toMatch(/marker-icon/);
    await user.click(marker);
    expect(
      await within(container).findByText('A pretty CSS3 popup. Easily customizable.'),
    ).toBeInTheDocument();
  });

  it('before the map is in view, its place says where the clinic is, not that the map failed', async () => {
    const observers: IntersectionObserverCallback[] = [];
    const Observer = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {
        // Never in view.
      }
      unobserve() {
        // Nothing observed.
      }
      disconnect() {
        // Nothing observed.
      }
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      await renderApp('/contact');
      const map = screen.getByRole('region', { name: 'Map' });
      await waitFor(() => {
        expect(map).toHaveTextContent('The clinic is in Alto-Porvorim, Goa 403521.');
      });
      expect(map).not.toHaveTextContent(/could not be loaded/);
      expect(within(map).queryByRole('status')).toBeNull();
    } finally {
      window.IntersectionObserver = Observer;
    }
  });

  it('with tiles failing still tells where the clinic is', async () => {
    server.use(http.get('https://tile.openstreetmap.org/:z/:x/:y', () => HttpResponse.error()));
    await renderApp('/contact');
    await screen.findByLabelText('Map showing the clinic in Alto-Porvorim, Goa');
    await waitFor(() => {
      const notices = screen.getAllByText(
        'The map could not be loaded. The clinic is in Alto-Porvorim, Goa 403521.',
      );
      expect(notices.some((notice) => notice.getAttribute('role') === 'status')).toBe(true);
    });
    expect(screen.getByText('Alto-Porvorim, Bardez')).toBeInTheDocument();
  });
});
