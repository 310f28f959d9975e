/**
 * The clinic's facts: the one file a clinic edits to make the site its own (docs/content.md,
 * "The clinic's facts"). Every language renders the hours, days, names and numbers from
 * here; the words around them are in `src/locales/<lng>/`.
 *
 * Values wrapped in `sample(…)` are samples the specification leaves open. Replace each with
 * the clinic's own value and drop the `sample(…)` around it: `npm run build` lists the samples
 * still in use, and `npm run build:release` fails while any remains.
 *
 * Values that are written differently in each script (the doctors' names) are given once per
 * language, side by side: `en`, `hi` (Devanagari), `ru` (Cyrillic), `fr`, `ch` (Simplified
 * Chinese).
 */
import type { ClinicianSlug } from './catalogue';
import type { Language } from '../lib/languages';
import { sample, type Sample } from './sample';

type InEveryLanguage<T> = Record<Language, T>;

/** A doctor's name as a language writes it: in full, then short for the running text. */
type NameForms = readonly [full: string, short: string];

/** One name for each clinician. */
type NamePerClinician = Record<ClinicianSlug, NameForms>;

/** The councils a clinician in Goa registers with; each language names them in ui.json. */
export type RegistrationBody =
  'goa-dental-council' | 'goa-medical-council' | 'national-medical-commission';

/** Someone of the clinic who answers for a statement: a name, and a role as each language says it. */
interface ResponsiblePerson {
  name: string;
  role: InEveryLanguage<string>;
}

export const clinicFacts = {
  name: 'face multispecialty clinic',
  /** The postal address ("address" alone means a page's URL in this code). */
  postalAddress: {
    locality: 'Alto-Porvorim',
    region: 'Goa',
    postalCode: '403521',
    country: 'IN',
  },
  /** The map's centre and marker. */
  location: { latitude: 15.531012, longitude: 73.826798 },
  mapZoom: 13,
  /** India Standard Time (Asia/Kolkata): UTC+05:30 all year, no daylight saving. */
  utcOffsetMinutes: 330,
  /** The day's opening hours, 24-hour "HH:MM", the same on every open day (spec §3, Monday). */
  sessions: [
    { opens: '09:00', closes: '13:00' },
    { opens: '16:00', closes: '20:00' },
  ],
  /**
   * Emergency numbers in India: 108 the ambulance (run for the Government of Goa), 112 the
   * national emergency number (police, fire, ambulance).
   */
  emergencyNumbers: { ambulance: '108', emergency: '112' },
  /** The nearest hospital emergency department open day and night, as each language writes it. */
  emergencyDepartment: {
    en: 'Goa Medical College (GMC), Bambolim',
    hi: 'गोवा मेडिकल कॉलेज (Goa Medical College, GMC), बाम्बोलिम',
    ru: 'больница Goa Medical College (GMC), Бамболим',
    fr: 'Goa Medical College (GMC), Bambolim',
    ch: '果阿医学院（Goa Medical College，GMC）附属医院，班博林',
  } satisfies InEveryLanguage<string>,
  /**
   * The injecting doctor's line, answered day and night, for the days after a filler or other
   * injection (issue 26): a blocked blood vessel cannot wait for the clinic to open.
   */
  injectionLine: sample({ display: '+91 00000 00001', e164: '+910000000001' }),
  /** Open days, 0 = Sunday … 6 = Saturday. The spec shows only a Monday row. */
  openDays: sample([1, 2, 3, 4, 5, 6]),
  /** No Indian number starts with 0 after +91: this one can reach nobody. */
  phone: sample({ display: '+91 00000 00000', e164: '+910000000000' }),
  /** The WhatsApp number, country code first, digits only. */
  whatsapp: sample('910000000000'),
  /** example.com is reserved for examples. */
  email: sample('clinic@example.com'),
  social: sample({
    facebook: 'https://example.com/facebook-page',
    instagram: 'https://example.com/instagram-profile',
    linkedin: 'https://example.com/linkedin-page',
  }),
  /**
   * Words that stay in each language's `src/locales/<lng>/ui.json`, for the clinic to confirm
   * there: the landmarks near the clinic (`clinic.landmarks`) and the map marker's popup
   * (`contact.mapPopup`, the spec's 'A pretty CSS3 popup. Easily customizable.'). Empty the
   * list once they are the clinic's own.
   */
  wordsToConfirm: sample([
    'clinic.landmarks',
    'contact.mapPopup',
    'review.qualifications.visiting-dermatologist',
    'review.qualifications.visiting-psychiatrist',
  ]),
  /**
   * The clinicians' names as each language writes them, one language at a time: each name in
   * full and then short, for the running text. The visiting consultants too: they review the
   * pages in their field (src/content/pageReviews.ts).
   */
  doctorNames: sample<InEveryLanguage<NamePerClinician>>({
    en: {
      'oral-maxillofacial-surgeon': ['Dr. A. Sample', 'Dr. Sample'],
      'associate-dentist': ['Dr. B. Sample', 'Dr. Sample'],
      'visiting-dermatologist': ['Dr. C. Sample', 'Dr. Sample'],
      'visiting-psychiatrist': ['Dr. D. Sample', 'Dr. Sample'],
    },
    hi: {
      'oral-maxillofacial-surgeon': ['डॉ. ए. सैंपल', 'डॉ. सैंपल'],
      'associate-dentist': ['डॉ. बी. सैंपल', 'डॉ. सैंपल'],
      'visiting-dermatologist': ['डॉ. सी. सैंपल', 'डॉ. सैंपल'],
      'visiting-psychiatrist': ['डॉ. डी. सैंपल', 'डॉ. सैंपल'],
    },
    ru: {
      'oral-maxillofacial-surgeon': ['д-р А. Образец', 'д-р Образец'],
      'associate-dentist': ['д-р Б. Образец', 'д-р Образец'],
      'visiting-dermatologist': ['д-р В. Образец', 'д-р Образец'],
      'visiting-psychiatrist': ['д-р Г. Образец', 'д-р Образец'],
    },
    fr: {
      'oral-maxillofacial-surgeon': ['Dr A. Sample', 'Dr Sample'],
      'associate-dentist': ['Dr B. Sample', 'Dr Sample'],
      'visiting-dermatologist': ['Dr C. Sample', 'Dr Sample'],
      'visiting-psychiatrist': ['Dr D. Sample', 'Dr Sample'],
    },
    ch: {
      'oral-maxillofacial-surgeon': ['示例医生（A）', '示例医生'],
      'associate-dentist': ['示例医生（B）', '示例医生'],
      'visiting-dermatologist': ['示例医生（C）', '示例医生'],
      'visiting-psychiatrist': ['示例医生（D）', '示例医生'],
    },
  }),
  /** Each clinician's registration number with the council below. */
  registrationNumbers: sample<Record<ClinicianSlug, string>>({
    'oral-maxillofacial-surgeon': '0000',
    'associate-dentist': '0000',
    'visiting-dermatologist': '0000',
    'visiting-psychiatrist': '0000',
  }),
  /**
   * The council each clinician is registered with: dentists with the Goa Dental Council; a
   * doctor of medicine with the Goa Medical Council or the national register (the consultants'
   * are samples until the clinic confirms them).
   */
  registrationBodies: {
    'oral-maxillofacial-surgeon': 'goa-dental-council',
    'associate-dentist': 'goa-dental-council',
    'visiting-dermatologist': sample('goa-medical-council'),
    'visiting-psychiatrist': sample('goa-medical-council'),
  } satisfies Record<ClinicianSlug, RegistrationBody | Sample<RegistrationBody>>,
  /**
   * The lead surgeon's fellowship as a qualification line (the spec says only "a fellowship
   * abroad"): name its subject and place once the clinic confirms them.
   */
  surgeonFellowship: sample<InEveryLanguage<string>>({
    en: 'International fellowship',
    hi: 'अंतरराष्ट्रीय फ़ेलोशिप',
    ru: 'Международная стажировка (фелловшип)',
    fr: 'Formation complémentaire spécialisée à l’international',
    ch: '国际专科进修',
  }),
  /**
   * Who answers for the privacy notice and for the accessibility statement: each reviews its
   * statement (src/content/pageReviews.ts) and is the person a visitor may write to.
   */
  privacyContact: sample<ResponsiblePerson>({
    name: 'A. Sample',
    role: {
      en: 'Data protection contact',
      hi: 'डेटा सुरक्षा संपर्क व्यक्ति',
      ru: 'Ответственный за защиту персональных данных',
      fr: 'Responsable de la protection des données',
      ch: '个人数据保护联系人',
    },
  }),
  accessibilityContact: sample<ResponsiblePerson>({
    name: 'A. Sample',
    role: {
      en: 'Accessibility contact',
      hi: 'सुगम्यता संपर्क व्यक्ति',
      ru: 'Ответственный за доступность сайта',
      fr: 'Responsable de l’accessibilité',
      ch: '无障碍事务联系人',
    },
  }),
};
