/**
 * Which precached page stands in for an address the visitor has not opened before, offline:
 * the contact page for a contact address, the urgent-help page for its own address (both are
 * precached, so they work on a device that never opened them), else the offline page, all in
 * the address's language. The files are those the build writes (vite-plugins/prerender.ts).
 */
import { languageOfPath, languagePrefix } from '../lib/languages';

const precachedPages = ['/contact', '/urgent'];

/** The path after the language prefix, without a trailing slash. */
function pageOf(path: string): { prefix: string; rest: string } {
  const prefix = languagePrefix[languageOfPath(path)];
  const rest = (prefix === '' ? path : path.slice(prefix.length)).replace(/\/$/, '');
  return { prefix, rest };
}

export function offlineFallbackOf(path: string): string {
  const { prefix, rest } = pageOf(path);
  return precachedPages.includes(rest) ? `${prefix}${rest}/index.html` : `${prefix}/offline.html`;
}

/**
 * Whether `path` is urgent help in a language, at its own address (`/urgent`, `/hi/urgent`, …;
 * not `/urgent/`, which the server redirects): the page shown from the cache first.
 */
export function isUrgentHelp(path: string): boolean {
  const { rest } = pageOf(path);
  return rest === '/urgent' && !path.endsWith('/');
}
