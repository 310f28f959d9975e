/** The site's routes (spec §2). */
export const paths = {
  home: '/',
  service: '/service',
  meet: '/meet',
  contact: '/contact',
} as const;

/** The navbar item of a page, or undefined for an address that is no page of the site. */
export function navIndexOfPath(path: string): 1 | 2 | 3 | 4 | undefined {
  const page = path.replace(/\/+$/, '') || '/';
  if (page === paths.home) return 1;
  if (page === paths.service) return 2;
  if (page === paths.meet) return 3;
  if (page === paths.contact) return 4;
  return undefined;
}
