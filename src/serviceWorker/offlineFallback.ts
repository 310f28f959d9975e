/**
 * Which precached page stands in for an address the visitor has not opened before, offline:
 * the contact page for a contact address, else the offline page, both in the address's
 * language. The files are those the build writes (vite-plugins/prerender.ts).
 */
import { languageOfPath, languagePrefix } from '../lib/languages';

export function offlineFallbackOf(path: string): string {
  const prefix = languagePrefix[languageOfPath(path)];
  const rest = prefix === '' ? path : path.slice(prefix.length);
  return rest.replace(/\/$/, '') === '/contact'
    ? `${prefix}/contact/index.html`
    : `${prefix}/offline.html`;
}
