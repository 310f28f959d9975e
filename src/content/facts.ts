/**
 * The clinic's facts inside the words. Locale files are JSON and cannot hold code, so a text
 * names a fact with an i18next-style placeholder, `{{surgeonName}}`, and the build fills the facts
 * in as it makes each words chunk (vite-plugins/contentParts.ts): the browser gets the words
 * ready, without every language's facts or this code. `{{surgeonName, capitalized}}` opens a sentence with the name
 * ("д-р Образец" -> "Д-р Образец"). Other placeholders (`{{count}}`, `{{name}}`) are left for
 * i18next to fill where the string is shown.
 */
import type { Language } from '../lib/languages';
import { capitalized, clinic, doctorName } from './clinic';
import { factsInWords } from './clinicFacts';
import { confirmed } from './sample';
import { statementFacts } from './statementFacts';

/** The facts only the words name, samples unwrapped (clinicFacts.ts). */
export const clinicInWords = confirmed(factsInWords);

/** Every fact a text may name, as `language` writes it. */
export function factsIn(language: Language): Record<string, string> {
  const surgeon = doctorName('oral-maxillofacial-surgeon', language);
  const dentist = doctorName('associate-dentist', language);
  return {
    surgeonName: surgeon.full,
    surgeonShortName: surgeon.short,
    dentistName: dentist.full,
    dentistShortName: dentist.short,
    surgeonRegistration: clinic.registrationNumbers['oral-maxillofacial-surgeon'],
    surgeonFellowship: clinicInWords.surgeonFellowship[language],
    ambulanceNumber: clinic.emergencyNumbers.ambulance,
    emergencyNumber: clinic.emergencyNumbers.emergency,
    emergencyDepartment: clinicInWords.emergencyDepartments.general[language],
    eyeEmergencyDepartment: clinicInWords.emergencyDepartments.eye[language],
    faceEmergencyDepartment: clinicInWords.emergencyDepartments.faceAndJaw[language],
    toothEmergencyDepartment: clinicInWords.emergencyDepartments.knockedOutTooth[language],
    injectionLine: clinic.injectionLine.display,
    surgeonLine: clinic.surgeonLine.display,
    mentalHealthNumber: clinic.emergencyNumbers.mentalHealth,
    mentalHealthTollFree: clinic.emergencyNumbers.mentalHealthTollFree.display,
    ...statementFacts(language),
  };
}

const placeholder = /{{\s*(\w+)\s*(,\s*capitalized\s*)?}}/g;

/** `text` (a string, or any object or array of strings) with the facts' placeholders filled. */
export function withFacts<T>(text: T, language: Language): T {
  const facts = factsIn(language);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(placeholder, (match, name: string, capital?: string) => {
        const fact = facts[name];
        if (fact === undefined) return match;
        return capital ? capitalized(fact) : fact;
      });
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    }
    return value;
  };
  return fill(text) as T;
}
