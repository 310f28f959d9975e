/**
 * The clinic's facts inside the words. Locale files are JSON and cannot hold code, so a text
 * names a fact with an i18next-style placeholder, `{{surgeonName}}`, and the build fills the facts
 * in as it makes each words chunk (vite-plugins/contentParts.ts): the browser gets the words
 * ready, without every language's facts or this code. `{{surgeonName, capitalized}}` opens a sentence with the name
 * ("д-р Образец" -> "Д-р Образец"). Other placeholders (`{{count}}`, `{{name}}`) are left for
 * i18next to fill where the string is shown. The build fills them marked: a fact still a sample
 * is followed by its marker (src/content/sampleMarks.ts), which the page shows as "sample".
 */
import type { Language } from '../lib/languages';
import { capitalized, clinic, doctorName } from './clinic.ts';
import { clinicFacts, factsInWords } from './clinicFacts.ts';
import { promiseFacts } from './promises.ts';
import { visitFacts } from './visitFacts.ts';
import { confirmed } from './sample.ts';
import { markedValue } from './sampleMarks.ts';
import { statementFacts } from './statementFacts.ts';

/** The facts only the words name, samples unwrapped (clinicFacts.ts). */
export const clinicInWords = confirmed(factsInWords);

const promises = confirmed(promiseFacts);

/**
 * The fact behind each placeholder that names one still possibly a sample, by its place in the
 * facts (as `npm run build` lists the samples): `promises.<name>` in promises.ts, the others in
 * clinicFacts.ts and visitFacts.ts. A placeholder not here is never a sample (the emergency numbers, the service
 * worker's limits).
 */
export const placeholderFacts: Readonly<Record<string, string>> = {
  surgeonName: 'doctorNames',
  surgeonShortName: 'doctorNames',
  dentistName: 'doctorNames',
  dentistShortName: 'doctorNames',
  surgeonRegistration: 'registrationNumbers',
  surgeonFellowship: 'surgeonFellowship',
  emergencyDepartment: 'emergencyDepartments.general',
  eyeEmergencyDepartment: 'emergencyDepartments.eye',
  faceEmergencyDepartment: 'emergencyDepartments.faceAndJaw',
  toothEmergencyDepartment: 'emergencyDepartments.knockedOutTooth',
  injectionLine: 'injectionLine',
  surgeonLine: 'surgeonLine',
  fiduciaryName: 'dataFiduciary',
  fiduciaryAddress: 'dataFiduciary',
  privacyContactName: 'privacyContact',
  privacyContactRole: 'privacyContact',
  privacyReplyDays: 'privacyReplyDays',
  whatsappRetentionMonths: 'whatsappRetentionMonths',
  privacyNoticeUpdated: 'privacyNoticeUpdatedOn',
  histopathologyLaboratory: 'histopathologyLaboratory',
  surgeryHospital: 'surgeryHospital',
  recordsCopyDays: 'recordsCopyDays',
  accessibilityContactName: 'accessibilityContact',
  accessibilityContactRole: 'accessibilityContact',
  accessibilityReplyDays: 'accessibilityReplyWorkingDays',
  accessibilityComplaintBodies: 'accessibilityComplaintBodies',
  accessibilityAuditPlanned: 'accessibilityAuditPlanned',
  premisesEntrance: 'premises',
  premisesLift: 'premises',
  premisesParking: 'premises',
  premisesToilet: 'premises',
  premisesHearing: 'premises',
  ...Object.fromEntries(Object.keys(promiseFacts).map((name) => [name, `promises.${name}`])),
};

/** The fact at `path` (`premises`, `promises.guardianStays`), a `Sample` while it is one. */
function factAt(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((facts, name) => (facts as Record<string, unknown> | undefined)?.[name], {
      ...clinicFacts,
      ...visitFacts,
      promises: promiseFacts,
    });
}

/**
 * Every fact a text may name, as `language` writes it; `marked`, each that is still a sample
 * followed by its marker.
 */
export function factsIn(language: Language, marked = false): Record<string, string> {
  const surgeon = doctorName('oral-maxillofacial-surgeon', language);
  const dentist = doctorName('associate-dentist', language);
  const values: Record<string, string> = {
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
    ...Object.fromEntries(
      Object.entries(promises).map(([name, sentence]) => [name, sentence[language]]),
    ),
  };
  if (!marked) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const path = placeholderFacts[name];
      return [name, path === undefined ? value : markedValue(value, factAt(path), path)];
    }),
  );
}

const placeholder = /{{\s*(\w+)\s*(,\s*capitalized\s*)?}}/g;

/**
 * `text` (a string, or any object or array of strings) with the facts' placeholders filled;
 * `marked`, each sample followed by its marker, as the build fills the words the pages show.
 */
export function withFacts<T>(text: T, language: Language, marked = false): T {
  const facts = factsIn(language, marked);
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

/**
 * The interface words (ui.json) the clinic has yet to confirm (`wordsToConfirm` in
 * clinicFacts.ts: the landmarks, the map's popup, the consultants' degrees), each string
 * followed by the marker while they are samples.
 */
export function withWordsToConfirmMarked<T extends object>(ui: T): T {
  const fact = factsInWords.wordsToConfirm;
  const keys = clinicInWords.wordsToConfirm as readonly string[];
  const mark = (value: unknown): unknown => {
    if (typeof value === 'string') return markedValue(value, fact, 'wordsToConfirm');
    if (Array.isArray(value)) return value.map(mark);
    return value;
  };
  const result = structuredClone(ui) as Record<string, unknown>;
  for (const key of keys) {
    const steps = key.split('.');
    const last = steps.pop() ?? '';
    let parent: Record<string, unknown> | undefined = result;
    for (const step of steps) parent = parent?.[step] as Record<string, unknown> | undefined;
    if (!parent || !(last in parent)) throw new Error(`wordsToConfirm: ui.json has no ${key}`);
    parent[last] = mark(parent[last]);
  }
  return result as T;
}
