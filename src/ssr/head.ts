/**
 * What search engines and link previews read of each page: title, description, canonical
 * URL, the page in every language (hreflang), Open Graph and JSON-LD structured data.
 */
import type { TFunction } from 'i18next';
import { pathOf, type Address } from '../app/address';
import { doctorImage, doctorSlugs, treatmentImage } from '../content/catalogue';
import { clinic } from '../content/clinic';
import { siteUrl } from '../content/site';
import { pageTitles } from '../content/titles';
import type { AnyCategoryCards, DoctorsText, HomeText, TreatmentText } from '../content/types';
import { languages, languageTag, type Language } from '../lib/languages';

/** The words a page's head is written from: what the page itself shows. */
export interface PageTexts {
  home: HomeText;
  doctors: DoctorsText;
  category?: AnyCategoryCards;
  treatment?: TreatmentText;
}

export interface Head {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'article' | 'profile';
  image: string;
  jsonLd: object[];
  noindex: boolean;
}

/** Open Graph writes locales as language_TERRITORY. */
const ogLocale: Record<Language, string> = {
  en: 'en_IN',
  hi: 'hi_IN',
  ru: 'ru_RU',
  fr: 'fr_FR',
  ch: 'zh_CN',
};

export const absolute = (path: string) => `${siteUrl}${path}`;

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The clinic as schema.org sees it: a dentist's practice that is also a medical clinic. */
export function clinicJsonLd(language: Language, t: TFunction): object {
  return {
    '@context': 'https://schema.org',
    '@type': ['Dentist', 'MedicalClinic'],
    '@id': `${siteUrl}/#clinic`,
    name: clinic.name,
    description: t('surgery_details'),
    url: absolute(pathOf({ language, page: 'home' })),
    image: absolute('/images/og-image.png'),
    logo: absolute('/images/logo.svg'),
    telephone: clinic.phone.e164,
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: t('clinic.addressLines', { returnObjects: true })[1],
      addressLocality: clinic.address.locality,
      addressRegion: clinic.address.region,
      postalCode: clinic.address.postalCode,
      addressCountry: clinic.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: clinic.location.latitude,
      longitude: clinic.location.longitude,
    },
    openingHoursSpecification: clinic.sessions.map((session) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: clinic.openDays.map((day) => `https://schema.org/${dayNames[day] ?? 'Monday'}`),
      opens: session.opens,
      closes: session.closes,
    })),
    sameAs: Object.values(clinic.social),
    medicalSpecialty: ['Dentistry', 'PlasticSurgery', 'Dermatology'],
    inLanguage: languageTag[language],
  };
}

function physicianJsonLd(
  language: Language,
  doctor: keyof DoctorsText,
  words: DoctorsText[keyof DoctorsText],
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'IndividualPhysician',
    name: words.name,
    description: words.tagline,
    jobTitle: words.title,
    image: absolute(doctorImage(doctor)),
    url: absolute(pathOf({ language, page: 'meet', doctor })),
    hasCredential: words.qualifications.map((qualification) => ({
      '@type': 'EducationalOccupationalCredential',
      name: qualification,
    })),
    worksFor: { '@id': `${siteUrl}/#clinic` },
  };
}

function procedureJsonLd(address: Address, words: TreatmentText): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalProcedure',
    name: words.name,
    description: words.whatItIs.join(' '),
    url: absolute(pathOf(address)),
    image: address.treatment ? absolute(treatmentImage(address.treatment)) : undefined,
    howPerformed: words.procedure.map((step) => `${step.heading}: ${step.description}`).join(' '),
    followup: words.postCare.join(' '),
    inLanguage: languageTag[address.language],
    provider: { '@id': `${siteUrl}/#clinic` },
  };
}

/** Search results show about 160 characters; longer descriptions are cut at a word. */
export function shorten(text: string, limit = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:·、，。]+$/, '')}…`;
}

/** The head of a page of the site. */
export function headFor(address: Address, texts: PageTexts, t: TFunction): Head {
  const { language } = address;
  let title: string;
  let description: string;
  let ogType: Head['ogType'] = 'website';
  let image = absolute('/images/og-image.png');
  const jsonLd: object[] = [clinicJsonLd(language, t)];

  switch (address.page) {
    case 'home':
      title = pageTitles.home(texts.home.welcome.headline);
      description = texts.home.welcome.lead;
      break;
    case 'service': {
      const category = texts.category;
      const treatment = address.treatment ? texts.treatment : undefined;
      if (category && treatment && address.treatment) {
        title = pageTitles.treatment(treatment.name, category.title);
        description = `${treatment.summary} ${treatment.cardLines.join(' ')}`;
        ogType = 'article';
        image = absolute(treatmentImage(address.treatment));
        jsonLd.push(procedureJsonLd(address, treatment));
      } else if (category) {
        title = pageTitles.category(category.title);
        description = `${category.description} ${category.points.join(' · ')}`;
      } else {
        // Only a visitor who closed every category sees no category; no address names that.
        throw new Error(`no category to write the head of ${pathOf(address)} from`);
      }
      break;
    }
    case 'meet': {
      // Every meet address shows a doctor: /meet the first (resolveAddress).
      const doctor = address.doctor ?? doctorSlugs[0];
      const words = texts.doctors[doctor];
      title = pageTitles.doctor(words.name, words.title);
      description = `${words.tagline} ${words.qualifications.join(', ')}. ${words.biography[0] ?? ''}`;
      ogType = 'profile';
      image = absolute(doctorImage(doctor));
      jsonLd.push(physicianJsonLd(language, doctor, words));
      break;
    }
    case 'contact':
      title = pageTitles.contact(t('ContactUs'));
      description = `${t('contact.intro')} ${t('clinic.addressLines', { returnObjects: true }).join(', ')}`;
      break;
  }

  return {
    language,
    title,
    description: shorten(description),
    canonical: absolute(pathOf(address)),
    alternates: [
      ...languages.map((other) => ({
        hreflang: languageTag[other],
        href: absolute(pathOf({ ...address, language: other })),
      })),
      { hreflang: 'x-default', href: absolute(pathOf({ ...address, language: 'en' })) },
    ],
    ogType,
    image,
    jsonLd,
    noindex: false,
  };
}

/** The head of the 404 page: not to be indexed. */
export function notFoundHead(language: Language, t: TFunction): Head {
  return {
    language,
    title: pageTitles.error(t('error.title'), `404 ${t('error.notFoundText')}`),
    description: t('error.notFoundExplanation'),
    canonical: '',
    alternates: [],
    ogType: 'website',
    image: absolute('/images/og-image.png'),
    jsonLd: [],
    noindex: true,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script> must not be able to close the script element. */
const escapeJson = (value: object) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The head as HTML tags. */
export function renderHead(head: Head): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(clinic.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    `<meta property="og:locale" content="${ogLocale[head.language]}" />`,
    ...languages
      .filter((other) => other !== head.language)
      .map((other) => `<meta property="og:locale:alternate" content="${ogLocale[other]}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
  );
  if (head.canonical)
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${escapeJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
