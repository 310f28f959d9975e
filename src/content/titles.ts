/** Each page's title, the same in the prerendered <title> and after moving in the browser. */
import { clinic } from './clinic';

const site = clinic.name;

export const pageTitles = {
  home: (headline: string) => headline,
  category: (categoryTitle: string) => `${categoryTitle} | ${site}`,
  treatment: (name: string, categoryTitle: string) => `${name} | ${categoryTitle} | ${site}`,
  doctor: (name: string, title: string) => `${name}, ${title} | ${site}`,
  contact: (contactUs: string) => `${contactUs} | ${site}`,
  /** Urgent help, the privacy notice, the accessibility statement. */
  outsideNavbar: (title: string) => `${title} | ${site}`,
  error: (errorTitle: string, status: string) => `${errorTitle} ${status} | ${site}`,
  offline: (offlineTitle: string) => `${offlineTitle} | ${site}`,
};
