/**
 * What a page says of itself on paper and in a report of a mistake: the fingerprint of its text,
 * the day it last changed (src/content/pageChanges.json) and a QR code of its address, made at
 * build time. The prerendered page holds its own (`.printed-page`, read from there before the
 * app renders over it); for a page the visitor moves to, the build's `/page-facts/<page>.json`
 * is fetched. Offline, before that file was kept, the printout has the address alone.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface PageFacts {
  fingerprint: string;
  /** YYYY-MM-DD; none while the change record does not match the text (npm run changes). */
  changedOn?: string;
  /** The QR code of the page's address, an SVG element's markup. */
  qr: string;
}

const known = new Map<string, PageFacts>();
const listeners = new Set<() => void>();

/** The facts of the page at canonical `path`, as the build wrote them (the server renderer). */
export function rememberPageFacts(path: string, facts: PageFacts): void {
  known.set(path, facts);
  for (const listener of listeners) listener();
}

/** Where the build writes the facts of the page at canonical `path`: `/` -> /page-facts/index.json. */
export const pageFactsFile = (path: string) =>
  `/page-facts${path.replace(/\/$/, '') || '/index'}.json`;

/** The facts the prerendered page holds, if it is the page at `path`. */
function factsOfPrerenderedPage(path: string): PageFacts | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector<HTMLElement>('.printed-page');
  const qr = element?.querySelector('.printed-qr')?.innerHTML;
  if (element?.dataset.path !== path || !element.dataset.fingerprint || !qr) return undefined;
  const { fingerprint, changedOn } = element.dataset;
  return { fingerprint, ...(changedOn && { changedOn }), qr };
}

function factsOf(path: string | null): PageFacts | undefined {
  if (path === null) return undefined;
  const facts = known.get(path) ?? factsOfPrerenderedPage(path);
  if (facts) known.set(path, facts);
  return facts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isPageFacts = (value: unknown): value is PageFacts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageFacts).fingerprint === 'string' &&
  typeof (value as PageFacts).qr === 'string';

/** The facts of the page at canonical `path` (null: a page not found), once known. */
export function usePageFacts(path: string | null): PageFacts | undefined {
  const snapshot = () => factsOf(path);
  const facts = useSyncExternalStore(subscribe, snapshot, snapshot);
  const missing = path !== null && facts === undefined;
  useEffect(() => {
    if (!missing) return;
    fetch(pageFactsFile(path))
      .then((response) => (response.ok ? response.json() : undefined))
      .then((value: unknown) => {
        if (isPageFacts(value)) rememberPageFacts(path, value);
      })
      // Offline, before the file was kept: the printout goes without.
      .catch(() => undefined);
  }, [missing, path]);
  return facts;
}
