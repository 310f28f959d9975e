/** One page of each type, the 404 screen included: what the page-by-page browser tests visit. */
// prettier-ignore
export const pageTypes = [
  ['home', '/'],
  ['services', '/service'],
  ['category', '/service/skin-and-hair'],
  ['treatment', '/service/implants-and-oral-surgery/wisdom-teeth'],
  ['doctors', '/meet'],
  ['doctor', '/meet/associate-dentist'],
  ['contact', '/contact'],
  ['urgent help', '/urgent'],
  ['privacy', '/privacy'],
  ['accessibility', '/accessibility'],
  ['fees', '/fees'],
  ['your visit', '/visit'],
  ['404', '/no-such-page'],
] as const;
