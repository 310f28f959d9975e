/**
 * The clinic's facts as the site reads them: `siteFacts` of clinicFacts.ts with its samples
 * unwrapped, and the links made from them. Edit the facts in clinic-facts.yaml, not here.
 */
import type { Language } from '../lib/languages';
import type { ClinicianSlug } from './catalogue';
import { siteFacts } from './clinicFacts.ts';
import { confirmed, Sample } from './sample.ts';

export const clinic = {
  ...confirmed(siteFacts),
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/**
 * A telephone number the site offers: how it is written, and the `tel:` link that calls it, or
 * none while the number is a sample (a sample reaches nobody: the site says it is yet to be
 * confirmed instead).
 */
export interface PhoneNumber {
  display: string;
  href: string | undefined;
}

type PhoneFact = { display: string; e164: string } | Sample<{ display: string; e164: string }>;

function phoneNumber(fact: PhoneFact): PhoneNumber {
  const { display, e164 } = confirmed(fact);
  return { display, href: fact instanceof Sample ? undefined : `tel:${e164}` };
}

/** The clinic's own number. */
export const clinicPhone = phoneNumber(siteFacts.phone);
/** The injecting doctor's line, answered day and night. */
export const injectionPhone = phoneNumber(siteFacts.injectionLine);
/** The surgeon's line, answered day and night after an operation or sedation. */
export const surgeonPhone = phoneNumber(siteFacts.surgeonLine);

export const whatsappChatUrl = `https://wa.me/${clinic.whatsapp}`;
export const mailtoUrl = `mailto:${clinic.email}`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${String(clinic.location.latitude)}%2C${String(clinic.location.longitude)}`;

/** A clinician's name as `language` writes it: `full` ("Dr. A. Sample") and `short` ("Dr. Sample"). */
export function doctorName(
  doctor: ClinicianSlug,
  language: Language,
): { full: string; short: string } {
  const [full, short] = clinic.doctorNames[language][doctor];
  return { full, short };
}

/** The sentence-initial form of a name: "д-р Образец" opens a sentence as "Д-р Образец". */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Which of the clinic's addresses to write or chat to are still samples. A sample address
 * reaches no one: the site shows it with the sample marker, never as a link (as for a sample
 * telephone number).
 */
export const addressesToConfirm = {
  whatsapp: siteFacts.whatsapp instanceof Sample,
  email: siteFacts.email instanceof Sample,
  social: siteFacts.social instanceof Sample,
  contentEmail: siteFacts.contentEmail instanceof Sample,
};
