// The pages the bench measures, as [name, address]: one line per page type, each in English and
// in Hindi (`/hi` before the address). A new page type is one more line here.
const pageTypes = [
  ['home', '/'],
  ['category', '/service/dental-treatment'],
  ['treatment', '/service/cosmetics/botox'],
  ['meet', '/meet'],
  ['contact', '/contact'],
  ['urgent help', '/urgent'],
  ['privacy', '/privacy'],
  ['accessibility', '/accessibility'],
  ['fees', '/fees'],
  ['your visit', '/visit'],
];

export const benchPages = [
  ...pageTypes,
  ...pageTypes.map(([name, path]) => [`${name} (hi)`, `/hi${path}`]),
];
