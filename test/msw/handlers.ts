import { http, HttpResponse } from 'msw';
import { pageFactsOf } from '../../src/ssr/pageFacts';
import { resolveAddress } from '../../src/state/address';

/** A 1x1 transparent PNG, standing in for a map tile. */
const tilePng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

export const tileRequests: string[] = [];

export const handlers = [
  // What the build writes for each page (src/ssr/entry-server.tsx, pageFactsFiles), made alike.
  http.get('*/page-facts/*', ({ request }) => {
    const file = new URL(request.url).pathname.slice('/page-facts'.length).replace(/\.json$/, '');
    const address = resolveAddress(file === '/index' ? '/' : file);
    return address
      ? HttpResponse.json(pageFactsOf(address))
      : new HttpResponse(null, { status: 404 });
  }),
  http.get('https://tile.openstreetmap.org/:z/:x/:y', ({ request }) => {
    tileRequests.push(request.url);
    return HttpResponse.arrayBuffer(tilePng.buffer, { headers: { 'Content-Type': 'image/png' } });
  }),
];
