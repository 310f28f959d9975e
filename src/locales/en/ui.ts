import { doctorName } from '../../content/clinic';

/**
 * Every interface string in English: the source language and the fallback.
 * Other languages mirror this shape exactly (`UiStrings`), so a missing key fails the type check.
 * Top-level keys named in spec §3 (Home, Service, MeetUs, ContactUs, hospital_type, address,
 * office_hours, day, monday, timings, ...) keep the spec's names.
 */
const surgeon = doctorName('oral-maxillofacial-surgeon', 'en');
const dentist = doctorName('associate-dentist', 'en');

const ui = {
  Home: 'Home',
  Service: 'Service',
  MeetUs: 'Meet Us',
  ContactUs: 'Contact Us',
  hospital_type: 'Multispecialty clinic',
  oral_surgeon: 'Oral and maxillofacial surgeon',
  dr: 'Dr.',
  oral: 'Oral',
  maxillofacial_surgeon: 'Maxillofacial surgeon',
  surgery_details: 'Dental, oral and maxillofacial surgery, cosmetics, skin and hair',
  address: 'Address',
  office_hours: 'Office hours',
  day: 'Day',
  timings: 'Timings',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',

  /** Category names and one-line summaries, for menus, the footer and the home cards. */
  categories: {
    'dental-treatment': {
      title: 'Dental treatment',
      summary:
        'Check-ups, cleaning, fillings, root canals, braces, crowns, dentures and cosmetic dentistry.',
    },
    'implants-and-oral-surgery': {
      title: 'Dental implants & oral surgery',
      summary:
        'Implants to replace missing teeth, extractions, wisdom teeth and minor oral surgery.',
    },
    'maxillofacial-surgery': {
      title: 'Maxillofacial surgery',
      summary: 'Care for injuries, jaw joint problems, cysts, tumours and the shape of the jaws.',
    },
    cosmetics: {
      title: 'Cosmetics',
      summary: 'Injections for lines and volume, and small cosmetic procedures of the face.',
    },
    'skin-and-hair': {
      title: 'Skin & hair',
      summary: 'Peels, facials, PRP, mole and skin tag removal, lip and brow treatments.',
    },
  },

  /** Doctors' names and titles, for menus and the footer (sample names until the clinic replaces them). */
  doctors: {
    'oral-maxillofacial-surgeon': {
      name: surgeon.full,
      title: 'Oral and maxillofacial surgeon',
    },
    'associate-dentist': { name: dentist.full, title: 'Associate dentist' },
  },

  site: {
    name: 'face multispecialty clinic',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    illustrationAlt: 'Illustration: {{title}}',
  },

  header: {
    mainNavigation: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    callNow: 'Call now',
    servicesMenu: 'Service categories',
    doctorsMenu: 'Our doctors',
    allServices: 'All services',
    socialToggle: 'Social media links',
    language: 'Language',
  },

  social: {
    facebook: 'Facebook',
    whatsapp: 'WhatsApp chat',
    email: 'E-mail',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    newTab: '(opens in a new tab)',
  },

  hero: {
    pause: 'Pause the background video',
    play: 'Play the background video',
  },

  carousel: {
    previous: 'Previous',
    next: 'Next',
    slideOf: 'Slide {{current}} of {{total}}',
    goToSlide: 'Go to slide {{number}}',
  },

  home: {
    servicesHeading: 'Our services',
    servicesIntro: 'Choose a category to read about its treatments.',
    servicesCarousel: 'Service categories',
    readMore: 'Read more about {{title}}',
  },

  service: {
    pageTitle: 'Our services',
    pageIntro:
      'Read about each treatment before your visit: what it is, how it is done and how to care for yourself afterwards.',
    categories: 'Service categories',
    treatments: 'Treatments',
    treatmentsOf: 'Treatments in {{title}}',
    noCategory: 'Choose a category to see its treatments.',
    openDetails: 'Read about {{name}}',
    closeDetails: 'Close {{name}}',
    selected: 'Selected',
    note: 'Note:',
    headings: {
      whatItIs: 'What it is',
      reasons: 'Reasons',
      types: 'Types',
      materials: 'Materials',
      procedure: 'Procedure',
      purpose: 'Purpose',
      prosAndCons: 'Pros and cons',
      pros: 'Pros',
      cons: 'Cons',
      postCare: 'Post-care',
    },
    outOfHours:
      'Outside opening hours, if you need help urgently, go to the nearest hospital emergency department, such as the one at Goa Medical College (GMC), Bambolim, or call 108 for an ambulance.',
    disclaimer:
      'This page is general information, not medical advice. The clinician will explain what suits you at your consultation.',
  },

  meet: {
    pageTitle: 'Meet us',
    pageIntro: 'The doctors you will meet at the clinic.',
    doctors: 'Our doctors',
    qualifications: 'Qualifications',
    biography: 'About',
    photoAlt: 'Portrait of {{name}}',
  },

  contact: {
    title: 'face multispecialty clinic',
    intro:
      'Find us in Alto-Porvorim, Goa. Please call before you come, so we can make time for you.',
    landmarks: 'Landmarks',
    telephone: 'Telephone',
    email: 'E-mail',
    getDirections: 'Get directions',
    call: 'Call {{phone}}',
    openUntil: 'Open now, closes at {{time}}',
    closedOpensAt: 'Closed, opens at {{time}}',
    closedOpensOn: 'Closed, opens {{day}} at {{time}}',
    closed: 'Closed',
    mapHeading: 'Map',
    mapLabel: 'Map showing the clinic in Alto-Porvorim, Goa',
    mapFallback: 'The map could not be loaded. The clinic is in Alto-Porvorim, Goa 403521.',
    markerTitle: 'face multispecialty clinic',
    mapPopup: 'A pretty CSS3 popup. Easily customizable.',
    imageAlt: 'Illustration of the clinic building in Alto-Porvorim',
    openDaysHeading: 'Open days',
  },

  clinic: {
    addressLines: ['face multispecialty clinic', 'Alto-Porvorim, Bardez', 'Goa 403521, India'],
    /** The hours and days come from src/content/clinicFacts.ts, written as each language writes them. */
    landmarks: [
      'Near the Goa Legislative Assembly complex, Porvorim',
      'On the NH 66 highway between Panaji and Mapusa',
      'About 10 minutes by road from Panaji',
    ],
    session: '{{name}}: {{opens}} to {{closes}}',
    partsOfDay: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
    timeRange: '{{opens}} – {{closes}}',
    dayRange: '{{from}} to {{to}}',
    /** Day names as "from" and "to" of a range take them, Sunday first. */
    dayFrom: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    dayTo: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    listSeparator: ', ',
    closedDays: '{{days}}: closed',
  },

  footer: {
    ourTeam: 'Our team',
    ourServices: 'Our services',
    connect: 'Connect With Us!',
    socialMedia: 'Social media',
    chatOnWhatsApp: 'Chat with us on WhatsApp',
    writeToUs: 'Write to us',
    copyright: '© {{year}} face multispecialty clinic, Alto-Porvorim, Goa',
    medicalNotice: 'Information on this site is general and does not replace a consultation.',
  },

  language: {
    label: 'Language',
    current: 'Current language: {{name}}',
  },

  error: {
    title: 'Unexpected Application Error!',
    notFoundText: 'Not Found',
    notFoundExplanation:
      'There is no page at this address. It may have moved, or the link may be mistyped.',
    unknown: 'Something went wrong while showing this page.',
    backHome: 'Go to the home page',
  },
};

export default ui;

/** The shape every language's strings must have: the English keys, every leaf a string. */
export type UiStrings = DeepStrings<typeof ui>;

type DeepStrings<T> = T extends string
  ? string
  : T extends readonly string[]
    ? string[]
    : { [K in keyof T]: DeepStrings<T[K]> };
