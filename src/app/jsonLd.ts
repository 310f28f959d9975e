/**
 * The page's structured data (JSON-LD), one builder per kind of thing the site describes: the
 * clinic as `Dentist`/`MedicalClinic`, a doctor's page as a `ProfilePage` about an
 * `IndividualPhysician`, a treatment as `MedicalProcedure`, the page's place in the site as a
 * `BreadcrumbList`, and a reviewed page with its review. pageHead.ts puts them in the head.
 *
 * Each builder's result is typed with schema-dts (schema.org's vocabulary as TypeScript types,
 * types only: nothing of it reaches the bundle), so `npm run typecheck` rejects a property
 * schema.org does not define on the type; test/build/jsonLd.test.ts checks every block of
 * every built page against the same vocabulary.
 */
import type { TFunction } from 'i18next';
import type {
  BreadcrumbList,
  DentistLeaf,
  IndividualPhysicianLeaf,
  MedicalClinicLeaf,
  MedicalProcedure,
  MedicalWebPage,
  MergeLeafTypes,
  EducationalOccupationalCredential,
  Person,
  PostalAddress,
  PropertyValue,
  ProfilePage,
  WebPage,
  WithContext,
} from 'schema-dts';
import { pathOf, type Address } from '../state/address';
import {
  clinicianSlugs,
  doctorImage,
  isClinicianSlug,
  isDoctorSlug,
  treatmentImage,
  type ClinicianSlug,
} from '../content/catalogue';
import { addressesToConfirm, clinic, clinicPhone, doctorName } from '../content/clinic';
import { fees, type PaymentMethod } from '../content/fees';
import { rupeeRange } from '../content/rupees';
import { absolute, siteUrl } from '../content/site';
import { visitFactValues } from '../content/visitFacts';
import type { DoctorsText, Reviewed, ShownReview, TreatmentText } from '../content/types';
import { languageTag, type Language } from '../lib/languages';

const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const clinicId = `${siteUrl}/#clinic`;

/** The clinic's postal address, its street in the page's language. */
function postalAddress(t: TFunction): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: t('clinic.addressLines', { returnObjects: true })[1],
    addressLocality: clinic.postalAddress.locality,
    addressRegion: clinic.postalAddress.region,
    postalCode: clinic.postalAddress.postalCode,
    addressCountry: clinic.postalAddress.country,
  };
}

/** A clinician's registration: the council's name and the number it gave. */
function registrationOf(clinician: ClinicianSlug, t: TFunction): PropertyValue {
  return {
    '@type': 'PropertyValue',
    propertyID: t(`review.councils.${clinic.registrationBodies[clinician]}`),
    value: clinic.registrationNumbers[clinician],
  };
}

/** A clinician's degree as registered, and the registration itself, recognised by the council. */
function credentialsOf(
  clinician: ClinicianSlug,
  t: TFunction,
): EducationalOccupationalCredential[] {
  const council = t(`review.councils.${clinic.registrationBodies[clinician]}`);
  return [
    {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'degree',
      name: t(`review.qualifications.${clinician}`),
    },
    {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'registration',
      name: t('credentials.registration', {
        council,
        registration: clinic.registrationNumbers[clinician],
      }),
      recognizedBy: { '@type': 'Organization', name: council },
    },
  ];
}

/**
 * The clinic as schema.org sees it: a dentist's practice that is also a medical clinic. The
 * page's language is the page's (its `lang`), not the clinic's: schema.org has no
 * `inLanguage` on an organisation. On "Your visit", which names them all (`withClinicians`),
 * the same node lists every clinician of the clinic as a member, the visiting consultants too,
 * with degree, council and number: one node with the clinic's name and address, never a second
 * one with its `@id` alone (test/build/jsonLd.test.ts).
 */
export function clinicJsonLd(
  language: Language,
  t: TFunction,
  { withClinicians = false }: { withClinicians?: boolean } = {},
): WithContext<MergeLeafTypes<[DentistLeaf, MedicalClinicLeaf]>> {
  return {
    '@context': 'https://schema.org',
    '@type': ['Dentist', 'MedicalClinic'],
    '@id': clinicId,
    name: clinic.name,
    description: t('surgery_details'),
    url: absolute(pathOf({ language, page: 'home' })),
    image: absolute('/images/og-image.png'),
    logo: absolute('/images/logo.svg'),
    // A sample number reaches nobody: no search engine is told it.
    // Nor a sample e-mail address, or sample profiles: they reach no one.
    ...(clinicPhone.href && { telephone: clinic.phone.e164 }),
    ...(!addressesToConfirm.email && { email: clinic.email }),
    address: postalAddress(t),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: clinic.location.latitude,
      longitude: clinic.location.longitude,
    },
    openingHoursSpecification: clinic.sessions.map((session) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: clinic.openDays.map((day) => `https://schema.org/${dayNames[day]}` as const),
      opens: session.opens,
      closes: session.closes,
    })),
    ...(!addressesToConfirm.social && { sameAs: Object.values(clinic.social) }),
    medicalSpecialty: ['Dentistry', 'PlasticSurgery', 'Dermatology'],
    // A LocalBusiness's own properties (schema.org), from the fees (src/content/fees.ts).
    priceRange: priceRange(language),
    paymentAccepted: fees.paymentMethods.map((method) => paymentNames[method]).join(', '),
    currenciesAccepted: 'INR',
    // Its registration under the Goa Clinical Establishments (Registration and Regulation) Act, 2019.
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Goa Clinical Establishments (Registration and Regulation) Act, 2019',
      value: clinic.clinicRegistration,
    },
    ...(withClinicians && {
      member: clinicianSlugs.map((clinician): Person => ({
        '@type': 'Person',
        name: doctorName(clinician, language).full,
        ...(isDoctorSlug(clinician) && {
          url: absolute(pathOf({ language, page: 'meet', doctor: clinician })),
        }),
        hasCredential: credentialsOf(clinician, t),
        identifier: registrationOf(clinician, t),
      })),
    }),
  };
}

/** How schema.org's examples name the ways to pay ("Cash, Credit Card"). */
const paymentNames: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Credit Card, Debit Card',
  cash: 'Cash',
};

/**
 * The clinic's fees from the lowest to the highest, the consultation's among them, as
 * `language` writes amounts: "₹300 – ₹4,00,000". (schema.org defines no fee on a
 * MedicalProcedure, so a treatment's own range is only on its page.)
 */
function priceRange(language: Language): string {
  const ranges = Object.values(fees.treatments).filter((fee) => fee !== 'after-consultation');
  const lowest = Math.min(fees.consultation, ...ranges.map((fee) => fee.from));
  const highest = Math.max(fees.consultation, ...ranges.map((fee) => fee.to));
  return rupeeRange(lowest, highest, language);
}

/**
 * A doctor's page: a `ProfilePage` whose `mainEntity` is the doctor, an `IndividualPhysician`
 * (a medical organisation in schema.org, so an address and the clinic they practise at, not a
 * person's job title and employer). Its review, when someone reviewed the page, as any page's.
 */
export function profilePageJsonLd(
  address: Address,
  doctor: keyof DoctorsText,
  words: Reviewed<DoctorsText[keyof DoctorsText]>,
  t: TFunction,
): WithContext<ProfilePage> {
  const { language } = address;
  const physician: IndividualPhysicianLeaf = {
    '@type': 'IndividualPhysician',
    '@id': `${absolute(pathOf({ language, page: 'meet', doctor }))}#physician`,
    name: words.name,
    description: `${words.title}. ${words.tagline}`,
    image: absolute(doctorImage(doctor)),
    url: absolute(pathOf({ language, page: 'meet', doctor })),
    address: postalAddress(t),
    hasCredential: [
      ...words.qualifications.map((qualification): EducationalOccupationalCredential => ({
        '@type': 'EducationalOccupationalCredential',
        name: qualification,
      })),
      ...credentialsOf(doctor, t).slice(1),
    ],
    identifier: registrationOf(doctor, t),
    // Operations under general anaesthetic: the surgeon's, at the hospital.
    ...(doctor === 'oral-maxillofacial-surgeon' && {
      hospitalAffiliation: { '@type': 'Hospital', name: visitFactValues.surgeryHospital[language] },
    }),
    practicesAt: { '@id': clinicId },
  };
  return {
    ...webPageJsonLd(address, 'ProfilePage', words.name, words.review, t),
    '@type': 'ProfilePage',
    mainEntity: physician,
  };
}

/**
 * A treatment as a medical procedure. Who performs it is the page's clinic; schema.org defines
 * neither `provider` nor `inLanguage` on a procedure.
 */
export function procedureJsonLd(
  address: Address,
  words: TreatmentText,
): WithContext<MedicalProcedure> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalProcedure',
    name: words.name,
    description: words.whatItIs.join(' '),
    url: absolute(pathOf(address)),
    ...(address.treatment && { image: absolute(treatmentImage(address.treatment)) }),
    howPerformed: words.procedure.map((step) => `${step.heading}: ${step.description}`).join(' '),
    followup: words.postCare.join(' '),
  };
}

/**
 * Where a page is in the site, in its language: home, then each step to it (`name` and the
 * step's canonical address), the page itself last.
 */
export function breadcrumbJsonLd(
  steps: { name: string; address: Address }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(pathOf(step.address)),
    })),
  };
}

/**
 * The page as a web page, with its review when someone of the clinic has reviewed it
 * (src/content/reviews.json): when, and by whom, with the qualification and registration the
 * page shows under its text. A translated page claims the review only once someone checked the
 * translation against the reviewed English; until then it is a page like any other.
 */
function webPageJsonLd(
  address: Address,
  type: 'MedicalWebPage' | 'WebPage' | 'ProfilePage',
  name: string,
  review: ShownReview | undefined,
  t: TFunction,
): WithContext<MedicalWebPage | WebPage | ProfilePage> {
  const page: WithContext<MedicalWebPage | WebPage | ProfilePage> = {
    '@context': 'https://schema.org',
    '@type': type,
    url: absolute(pathOf(address)),
    name,
    inLanguage: languageTag[address.language],
    publisher: { '@id': clinicId },
  };
  if (!review || review.translation === null) return page;
  const { reviewer } = review;
  return {
    ...page,
    lastReviewed: review.translation?.checked ?? review.lastReviewed,
    reviewedBy: isClinicianSlug(reviewer)
      ? {
          '@type': 'Person',
          name: doctorName(reviewer, address.language).full,
          ...(isDoctorSlug(reviewer) && {
            url: absolute(pathOf({ language: address.language, page: 'meet', doctor: reviewer })),
          }),
          hasCredential: {
            '@type': 'EducationalOccupationalCredential',
            name: t(`review.qualifications.${reviewer}`),
          },
          identifier: registrationOf(reviewer, t),
        }
      : {
          '@type': 'Person',
          name: clinic[reviewer].name,
          jobTitle: clinic[reviewer].role[address.language],
        },
  };
}

/** A page someone of the clinic has reviewed, as `webPageJsonLd`. */
export function reviewedPageJsonLd(
  address: Address,
  type: 'MedicalWebPage' | 'WebPage',
  name: string,
  review: ShownReview,
  t: TFunction,
): WithContext<MedicalWebPage | WebPage> {
  return webPageJsonLd(address, type, name, review, t);
}
