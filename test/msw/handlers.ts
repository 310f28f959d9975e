import { http, HttpResponse } from 'msw';

/** A 1x1 transparent PNG, standing in for a map tile. */
const tilePng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

export const tileRequests: string[] = [];

export const handlers = [
  http.get('https://tile.openstreetmap.org/:z/:x/:y', ({ request }) => {
    tileRequests.push(request.url);
    return HttpResponse.arrayBuffer(tilePng.buffer, { headers: { 'Content-Type': 'image/png' } });
  }),
];
