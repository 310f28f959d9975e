/**
 * Every party other than this site that a visitor's browser can contact from it, as the
 * privacy notice lists them. `automatic`: fetched by the page itself (the map's tiles, once
 * the map is on screen), which the Content-Security-Policy must allow, and allows nothing else
 * (test/content/privacy.test.ts compares the two). `on-tap`: only when the visitor taps a link
 * that leaves the site. The hosts are read from the links the site makes, so a changed fact
 * changes the notice.
 */
import { addressesToConfirm, clinic, directionsUrl, whatsappChatUrl } from './clinic';

type ThirdPartyId = 'map-tiles' | 'map-credits' | 'directions' | 'whatsapp' | 'social' | 'mail';

export interface ThirdParty {
  id: ThirdPartyId;
  contacted: 'automatic' | 'on-tap';
  /** The hosts contacted; none for the visitor's own mail program. */
  hosts: readonly string[];
  /** The fact the hosts are read from, while it is a sample: the notice marks them. */
  sample?: 'social';
}

const hostOf = (url: string) => new URL(url.replace('{s}.', '')).host;

export const thirdParties: readonly ThirdParty[] = [
  { id: 'map-tiles', contacted: 'automatic', hosts: [hostOf(clinic.tileUrl)] },
  {
    id: 'map-credits',
    contacted: 'on-tap',
    hosts: [hostOf(/href="([^"]+)"/.exec(clinic.tileAttribution)?.[1] ?? '')],
  },
  { id: 'directions', contacted: 'on-tap', hosts: [hostOf(directionsUrl)] },
  { id: 'whatsapp', contacted: 'on-tap', hosts: [hostOf(whatsappChatUrl)] },
  {
    id: 'social',
    contacted: 'on-tap',
    hosts: [...new Set(Object.values(clinic.social).map(hostOf))],
    ...(addressesToConfirm.social && { sample: 'social' as const }),
  },
  // A mailto: link opens the visitor's own mail program; the site contacts no one.
  { id: 'mail', contacted: 'on-tap', hosts: [] },
];
