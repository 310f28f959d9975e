/**
 * Everything a page needs to render whole: its code and the words it shows, in the language of
 * its address. Started on a visitor's intent (a pointer over a link, focus, a touch), when the
 * browser is idle (usePreloadNavbarPages), and awaited by the route, so the old page stays on
 * screen until the new one can be drawn in one go, without "Loading…".
 */
import type { ComponentType } from 'react';
import { loadText, textsShownOn } from '../content/texts';
import { resolveAddress, type Address, type Page } from '../state/address';
import { loadPageReview } from '../components/pageReviewPart';
import { loadUrgentCareCards } from '../components/urgentCareCardsPart';
import { loadTreatmentCareCards } from '../features/services/treatmentCareCardsPart';
import { loadUrgentHelp } from '../features/contact/urgentHelpPart';

/** Each page's component, one chunk per page; the routes load it from here. */
export const pageCode = {
  home: () => import('../features/home/HomePage').then((code) => code.HomePage),
  service: () => import('../features/services/ServicePage').then((code) => code.ServicePage),
  meet: () => import('../features/doctors/MeetPage').then((code) => code.MeetPage),
  contact: () => import('../features/contact/ContactPage').then((code) => code.ContactPage),
  urgent: () => import('../features/contact/UrgentPage').then((code) => code.UrgentPage),
  privacy: () => import('../features/statements/PrivacyPage').then((code) => code.PrivacyPage),
  accessibility: () =>
    import('../features/statements/AccessibilityPage').then((code) => code.AccessibilityPage),
  fees: () => import('../features/fees/FeesPage').then((code) => code.FeesPage),
  visit: () => import('../features/visit/VisitPage').then((code) => code.VisitPage),
  'a-z': () => import('../features/az/AzPage').then((code) => code.AzPage),
} satisfies Record<Page, () => Promise<ComponentType>>;

const started = new Map<string, Promise<void>>();
const startedWithParts = new Map<string, Promise<void>>();
const ready = new Set<string>();

/**
 * The parts a page shows that the app starts without (lib/deferredPart.tsx): loaded with the
 * page on a move, so they show with it.
 */
export function deferredPartsOf(address: Address): (() => Promise<unknown>)[] {
  switch (address.page) {
    case 'service':
      return address.treatment ? [loadPageReview, loadTreatmentCareCards] : [loadPageReview];
    case 'contact':
      return [loadUrgentHelp, loadUrgentCareCards, () => loadText(address.language, 'urgent')];
    case 'urgent':
      return [loadPageReview, loadUrgentCareCards];
    case 'fees':
    case 'a-z':
      return [];
    default:
      return [loadPageReview];
  }
}

/**
 * Starts loading what the page at `path` needs, once per address: repeated calls return the
 * same promise. A load that fails is forgotten, so the next intent tries again. An address
 * that names no page needs nothing. `parts: false` leaves out the parts the page shows after
 * it has started (the page the app starts on: they come when it is idle).
 */
export function preloadPage(path: string, { parts = true } = {}): Promise<void> {
  const address = resolveAddress(path);
  if (!address) return Promise.resolve();
  const page = started.get(path) ?? startLoading(path, address);
  if (!parts) return page;
  const known = startedWithParts.get(path);
  if (known) return known;
  const whole = Promise.all([page, ...deferredPartsOf(address).map((load) => load())]).then(
    () => undefined,
    (error: unknown) => {
      startedWithParts.delete(path);
      throw error;
    },
  );
  startedWithParts.set(path, whole);
  return whole;
}

function startLoading(path: string, address: Address): Promise<void> {
  const loading = Promise.all([
    pageCode[address.page](),
    ...textsShownOn(address).map((key) => loadText(address.language, key)),
  ]).then(
    () => {
      ready.add(path);
    },
    (error: unknown) => {
      started.delete(path);
      throw error;
    },
  );
  started.set(path, loading);
  return loading;
}

/** Whether the page at `path` can render at once: everything it needs has arrived. */
export function isPageReady(path: string): boolean {
  return ready.has(path) || !resolveAddress(path);
}
