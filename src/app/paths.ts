/** The site's routes (spec §2). */
export const paths = {
  home: '/',
  service: '/service',
  meet: '/meet',
  contact: '/contact',
} as const;
