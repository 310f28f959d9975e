/**
 * The page's structured data (JSON-LD), one builder per kind of thing the site describes: the
 * clinic as `Dentist`/`MedicalClinic`, a doctor as `IndividualPhysician`, a treatment as
 * `MedicalProcedure`, and a reviewed page with its review. pageHead.ts puts them in the head.
 */
import type { TFunction } from 'i18next';
import { pathOf, type Address } from './address';
import { doctorImage, isClinicianSlug, isDoctorSlug, treatmentImage } from '../content/catalogue';
import { clinic, clinicPhone, doctorName } from '../content/clinic';
import { absolute, siteUrl } from '../content/site';
import type { DoctorsText, ShownReview, TreatmentText } from '../content/types';
import { languageTag, type Language } from '../lib/languages';

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
    // A sample number reaches nobody: no search engine is told it.
    ...(clinicPhone.href && { telephone: clinic.phone.e164 }),
    email: clinic.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: t('clinic.addressLines', { returnObjects: true })[1],
      addressLocality: clinic.postalAddress.locality,
      addressRegion: clinic.postalAddress.region,
      postalCode: clinic.postalAddress.postalCode,
      addressCountry: clinic.postalAddress.country,
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

export function physicianJsonLd(
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

export function procedureJsonLd(address: Address, words: TreatmentText): object {
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

/**
 * The page as a web page someone of the clinic has reviewed (src/content/reviews.json): when,
 * and by whom, with the qualification and registration the page shows under its text. A
 * translated page claims the review only once someone checked the translation against the
 * reviewed English; until then it is a page like any other.
 */
export function reviewedPageJsonLd(
  address: Address,
  type: 'MedicalWebPage' | 'WebPage' | 'ProfilePage',
  name: string,
  review: ShownReview,
  t: TFunction,
): object {
  const page = {
    '@context': 'https://schema.org',
    '@type': type,
    url: absolute(pathOf(address)),
    name,
    inLanguage: languageTag[address.language],
    publisher: { '@id': `${siteUrl}/#clinic` },
  };
  if (review.translation === null) return page;
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
          identifier: {
            '@type': 'PropertyValue',
            propertyID: t(`review.councils.${clinic.registrationBodies[reviewer]}`),
            value: clinic.registrationNumbers[reviewer],
          },
        }
      : {
          '@type': 'Person',
          name: clinic[reviewer].name,
          jobTitle: clinic[reviewer].role[address.language],
        },
  };
}
