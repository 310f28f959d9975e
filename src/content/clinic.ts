/**
 * The clinic's facts as the site reads them: `clinicFacts.ts` with its samples unwrapped, and
 * the links made from them. Edit the facts in `clinicFacts.ts`, not here.
 */
import type { Language } from '../lib/languages';
import type { DoctorSlug } from './catalogue';
import { clinicFacts } from './clinicFacts';
import { confirmed } from './sample';

export const clinic = {
  ...confirmed(clinicFacts),
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export const whatsappChatUrl = `https://wa.me/${clinic.whatsapp}`;
export const telUrl = `tel:${clinic.phone.e164}`;
export const mailtoUrl = `mailto:${clinic.email}`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${String(clinic.location.latitude)}%2C${String(clinic.location.longitude)}`;

/** A doctor's name as `language` writes it: `full` ("Dr. A. Sample") and `short` ("Dr. Sample"). */
export function doctorName(
  doctor: DoctorSlug,
  language: Language,
): { full: string; short: string } {
  const [full, short] = clinic.doctorNames[language][doctor];
  return { full, short };
}

/** The sentence-initial form of a name: "д-р Образец" opens a sentence as "Д-р Образец". */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
