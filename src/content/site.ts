/**
 * The public address of the site, without a trailing slash: canonical URLs, hreflang links,
 * Open Graph, the sitemap and robots.txt are written with it. Set VITE_SITE_URL at build
 * time; the default is a plainly sample domain until the clinic's own is known.
 */
export const siteUrl = (
  (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'https://clinic.example.com'
).replace(/\/+$/, '');

/** A path of the site as a whole address (canonical URLs, hreflang, Open Graph, JSON-LD). */
export const absolute = (path: string) => `${siteUrl}${path}`;
