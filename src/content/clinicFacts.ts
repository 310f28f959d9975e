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
import { sample, type Sample } from './sample.ts';

type InEveryLanguage<T> = Record<Language, T>;

/** A doctor's name as a language writes it: in full, then short for the running text. */
type NameForms = readonly [full: string, short: string];

/** One name for each clinician. */
type NamePerClinician = Record<ClinicianSlug, NameForms>;

/** The kinds of emergency for which urgent help names a hospital (`emergencyDepartments`). */
export type EmergencyKind = 'eye' | 'faceAndJaw' | 'knockedOutTooth' | 'general';

/** The councils a clinician in Goa registers with; each language names them in ui.json. */
export type RegistrationBody =
  'goa-dental-council' | 'goa-medical-council' | 'national-medical-commission';

/**
 * The facts the site's code shows: in every page's script, so each language's words about the
 * clinic belong below, in `factsInWords`.
 */
export const siteFacts = {
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
   * national emergency number (police, fire, ambulance), and Tele-MANAS, the free national
   * mental-health line of the Government of India, answered day and night (14416, or toll-free
   * 1800 891 4416).
   */
  emergencyNumbers: {
    ambulance: '108',
    emergency: '112',
    mentalHealth: '14416',
    mentalHealthTollFree: { display: '1800 891 4416', e164: '18008914416' },
  },
  /**
   * The injecting doctor's line, answered day and night, for the days after a filler or
   * botulinum toxin injection (issue 26): a blocked blood vessel cannot wait for the clinic to
   * open. It stays beside the surgeon's line: the doctor who injects may be the visiting
   * dermatologist rather than the surgeon. If the clinic gives one number for both, write it
   * in both.
   */
  injectionLine: sample({ display: '+91 00000 00001', e164: '+910000000001' }),
  /**
   * The surgeon's line, answered day and night, for every patient after an operation or
   * sedation at the clinic (issue 34): bleeding, a problem with the eye or the breathing cannot
   * wait for the clinic to open.
   */
  surgeonLine: sample({ display: '+91 00000 00002', e164: '+910000000002' }),
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
   * The clinicians' names as each language writes them, one language at a time: each name in
   * full and then short, for the running text. The visiting consultants too: they review the
   * pages in their field (scripts/content/pageReviews.ts).
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
  // The clinic's own registration (issue 35), shown in every page's footer. The facts only
  // "Your visit", the doctors' and the contact pages show (the hospital, the consultants' days,
  // the languages spoken, the bus, the closures) are in ./visitFacts.ts, out of every page's
  // first code; the build's sample report reads both files.
  /**
   * The clinic's registration under the Goa Clinical Establishments (Registration and
   * Regulation) Act: the number on its certificate.
   */
  clinicRegistration: sample('GOA-CE-0000'),
  /** Who answers questions and requests about personal data (DPDP Rules, rule 9). */
  privacyContact: sample({
    name: 'A. Sample',
    role: {
      en: 'practice manager',
      hi: 'क्लिनिक प्रबंधक',
      ru: 'администратор клиники',
      fr: 'gestionnaire de la clinique',
      ch: '诊所行政主管',
    } satisfies InEveryLanguage<string>,
  }),
  /** Who answers reports of an accessibility barrier. */
  accessibilityContact: sample({
    name: 'C. Sample',
    role: {
      en: 'practice manager',
      hi: 'क्लिनिक प्रबंधक',
      ru: 'администратор клиники',
      fr: 'gestionnaire de la clinique',
      ch: '诊所行政主管',
    } satisfies InEveryLanguage<string>,
  }),
};

/**
 * The facts only the words name (the emergency departments, the privacy notice's and the
 * accessibility statement's), as each language writes them: the build fills them into the words
 * (src/content/facts.ts), so no page's script carries them in every language.
 */
export const factsInWords = {
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
   * The hospital emergency departments, open day and night, that the urgent-help cards send
   * patients to, one for each kind of emergency, as each language writes its name: each card's
   * steps name the one for its kind (`{{eyeEmergencyDepartment}}` …, src/content/facts.ts), never
   * "the nearest". To confirm with each hospital: that it takes that kind of emergency day and
   * night. Goa Medical College at Bambolim has eye and maxillofacial surgeons, and the dental
   * college beside it; from Alto-Porvorim the district hospital at Mapusa may be closer for
   * other emergencies.
   */
  emergencyDepartments: {
    /** Eye pain or lost sight after surgery near the eye (a bleed behind it); a chemical in it. */
    eye: sample<InEveryLanguage<string>>({
      en: 'Goa Medical College (GMC), Bambolim',
      hi: 'गोवा मेडिकल कॉलेज (Goa Medical College, GMC), बाम्बोलिम',
      ru: 'больница Goa Medical College (GMC), Бамболим',
      fr: 'Goa Medical College (GMC), Bambolim',
      ch: '果阿医学院（Goa Medical College，GMC）附属医院，班博林',
    }),
    /** An injury or a spreading infection of the face or jaw; bleeding after surgery in the mouth. */
    faceAndJaw: sample<InEveryLanguage<string>>({
      en: 'Goa Medical College (GMC), Bambolim',
      hi: 'गोवा मेडिकल कॉलेज (Goa Medical College, GMC), बाम्बोलिम',
      ru: 'больница Goa Medical College (GMC), Бамболим',
      fr: 'Goa Medical College (GMC), Bambolim',
      ch: '果阿医学院（Goa Medical College，GMC）附属医院，班博林',
    }),
    /** An adult tooth knocked out when the clinic is closed: a dentist on call, within 60 minutes. */
    knockedOutTooth: sample<InEveryLanguage<string>>({
      en: 'Goa Medical College (GMC), Bambolim',
      hi: 'गोवा मेडिकल कॉलेज (Goa Medical College, GMC), बाम्बोलिम',
      ru: 'больница Goa Medical College (GMC), Бамболим',
      fr: 'Goa Medical College (GMC), Bambolim',
      ch: '果阿医学院（Goa Medical College，GMC）附属医院，班博林',
    }),
    /** What else the cards send to a hospital: a filler's blocked vessel, a burn, a child's fall. */
    general: sample<InEveryLanguage<string>>({
      en: 'Goa Medical College (GMC), Bambolim',
      hi: 'गोवा मेडिकल कॉलेज (Goa Medical College, GMC), बाम्बोलिम',
      ru: 'больница Goa Medical College (GMC), Бамболим',
      fr: 'Goa Medical College (GMC), Bambolim',
      ch: '果阿医学院（Goa Medical College，GMC）附属医院，班博林',
    }),
  } satisfies Record<EmergencyKind, InEveryLanguage<string> | Sample<InEveryLanguage<string>>>,
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
  // The privacy notice and the accessibility statement (issue 33): who answers for each, the
  // promises they make and the clinic's premises, filled into `statements.json` by name
  // (`{{privacyContactName}}` …, src/content/statementFacts.ts). `privacyContact.name` and
  // `accessibilityContact.name` are also the owners who review each statement.
  /** The data fiduciary under India's DPDP Act 2023: the clinic's legal name and street. */
  dataFiduciary: sample({ legalName: 'Sample Legal Name', streetAddress: 'Sample Street' }),
  /** Days within which the clinic answers a privacy request or complaint (the law: at most 90). */
  privacyReplyDays: sample(30),
  /** Months after which WhatsApp messages not needed for care are deleted. */
  whatsappRetentionMonths: sample(6),
  /**
   * The laboratory that examines the tissue the clinic removes (every mole: histopathology),
   * named in the privacy notice as a recipient, as each language writes it.
   */
  histopathologyLaboratory: sample<InEveryLanguage<string>>({
    en: 'Sample Laboratory, Panaji',
    hi: 'सैंपल लैबोरेटरी (Sample Laboratory), पणजी',
    ru: 'Sample Laboratory, Панаджи',
    fr: 'Sample Laboratory, Panaji',
    ch: '示例实验室（Sample Laboratory），帕纳吉',
  }),
  /** The day the privacy notice was last changed, YYYY-MM-DD (the draft's day until confirmed). */
  privacyNoticeUpdatedOn: sample('2026-11-28'),
  /**
   * Days within which the clinic gives a patient the copy of their records they asked for ("Your
   * visit"). Doctors: "within the period of 72 hours" (Indian Medical Council (Professional
   * Conduct, Etiquette and Ethics) Regulations, 2002, 1.3.2); the clinic confirms its own.
   */
  recordsCopyDays: sample(3),
  /** Working days within which the clinic answers an accessibility report. */
  accessibilityReplyWorkingDays: sample(5),
  /**
   * Where a visitor can complain about a barrier under the Rights of Persons with Disabilities
   * Act, 2016, as the sentence of each language needs it: to be confirmed by the clinic.
   */
  accessibilityComplaintBodies: sample<InEveryLanguage<string>>({
    en: 'the State Commissioner for Persons with Disabilities, Goa, or the Chief Commissioner for Persons with Disabilities',
    hi: 'राज्य दिव्यांगजन आयुक्त, गोवा (State Commissioner for Persons with Disabilities) या भारत सरकार के मुख्य दिव्यांगजन आयुक्त (Chief Commissioner for Persons with Disabilities)',
    ru: 'уполномоченному штата Гоа по делам лиц с инвалидностью (State Commissioner for Persons with Disabilities) или к главному уполномоченному Индии (Chief Commissioner for Persons with Disabilities)',
    fr: 'au commissaire aux personnes handicapées de l’État de Goa (State Commissioner for Persons with Disabilities) ou au commissaire en chef aux personnes handicapées du gouvernement indien (Chief Commissioner for Persons with Disabilities)',
    ch: '果阿邦残障人士事务专员（State Commissioner for Persons with Disabilities），或印度政府残障人士事务总专员（Chief Commissioner for Persons with Disabilities）',
  }),
  /** The clinic's premises for a visitor with a disability, as each language says it. */
  premises: sample<
    InEveryLanguage<Record<'entrance' | 'lift' | 'parking' | 'toilet' | 'hearing', string>>
  >({
    en: {
      entrance: 'to be confirmed by the clinic.',
      lift: 'to be confirmed by the clinic.',
      parking: 'to be confirmed by the clinic.',
      toilet: 'to be confirmed by the clinic.',
      hearing: 'to be confirmed by the clinic.',
    },
    hi: {
      entrance: 'क्लिनिक से पुष्टि होना बाकी है।',
      lift: 'क्लिनिक से पुष्टि होना बाकी है।',
      parking: 'क्लिनिक से पुष्टि होना बाकी है।',
      toilet: 'क्लिनिक से पुष्टि होना बाकी है।',
      hearing: 'क्लिनिक से पुष्टि होना बाकी है।',
    },
    ru: {
      entrance: 'клиника ещё уточнит.',
      lift: 'клиника ещё уточнит.',
      parking: 'клиника ещё уточнит.',
      toilet: 'клиника ещё уточнит.',
      hearing: 'клиника ещё уточнит.',
    },
    fr: {
      entrance: 'à confirmer par la clinique.',
      lift: 'à confirmer par la clinique.',
      parking: 'à confirmer par la clinique.',
      toilet: 'à confirmer par la clinique.',
      hearing: 'à confirmer par la clinique.',
    },
    ch: {
      entrance: '待诊所确认。',
      lift: '待诊所确认。',
      parking: '待诊所确认。',
      toilet: '待诊所确认。',
      hearing: '待诊所确认。',
    },
  }),
  /** When the manual accessibility audit is planned, as a sentence: no date until the clinic sets one. */
  accessibilityAuditPlanned: sample<InEveryLanguage<string>>({
    en: 'No date has been set for it yet.',
    hi: 'इसकी तारीख़ अभी तय नहीं हुई है।',
    ru: 'Дата пока не назначена.',
    fr: 'Aucune date n’est encore fixée.',
    ch: '具体日期尚未确定。',
  }),
};

/**
 * Every fact, as the build's checks read them (samples, reviews, freshness). Marked pure so that
 * a page's script, which reads only `siteFacts`, leaves `factsInWords` out.
 */
export const clinicFacts = /* @__PURE__ */ Object.assign({}, siteFacts, factsInWords);
