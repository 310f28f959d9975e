/**
 * Which precached page stands in for an address the visitor has not opened before, offline:
 * the contact page for a contact address, the urgent-help page for its own address (both are
 * precached, so they work on a device that never opened them), else the offline page, all in
 * the address's language. The files are those the build writes (vite-plugins/prerender.ts).
 */
import { languageOfPath, languagePrefix } from '../lib/languages';

const precachedPages = ['/contact', '/urgent'];

export function offlineFallbackOf(path: string): string {
  const prefix = languagePrefix[languageOfPath(path)];
  const rest = (prefix === '' ? path : path.slice(prefix.length)).replace(/\/$/, '');
  return precachedPages.includes(rest) ? `${prefix}${rest}/index.html` : `${prefix}/offline.html`;
}
