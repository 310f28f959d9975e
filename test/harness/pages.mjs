// The one list of page types, as [name, address]. A new page type is one more line here.

/** One page of each type, the 404 screen included: what the page-by-page browser tests visit. */
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
  ['a-z', '/a-z'],
  ['404', '/no-such-page'],
];

/** The page types named, in the list's order. */
export function pagesNamed(...names) {
  for (const name of names)
    if (!pageTypes.some(([type]) => type === name)) throw new Error(`no page type "${name}"`);
  return pageTypes.filter(([type]) => names.includes(type));
}

/**
 * The bench's rows (npm run bench, scripts/measure/): the pages a visitor opens first, from a
 * search or a shared link, each in English and in Hindi (`/hi` before the address). Left out:
 * the services page and a doctor's page, drawn by the same page code as the category and doctors
 * rows (ServicePage, MeetPage), and the 404 screen.
 */
const benchTypes = pagesNamed(
  'home',
  'category',
  'treatment',
  'doctors',
  'contact',
  'urgent help',
  'privacy',
  'accessibility',
  'fees',
  'your visit',
);
export const benchPages = [
  ...benchTypes,
  ...benchTypes.map(([name, path]) => [`${name} (hi)`, `/hi${path}`]),
];
