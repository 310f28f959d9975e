/**
 * The facts the privacy notice and the accessibility statement name (`{{privacyContactName}}`,
 * `{{pagesKept}}` …), as `language` writes them: the clinic's (clinicFacts.ts, visitFacts.ts,
 * samples until confirmed), the host's logs (deploy/host-rules.mjs), the service worker's limits
 * and the statement's test numbers. facts.ts adds them to every text's facts.
 */
import { requestLogs } from '../../deploy/host-rules.mjs';
import { fullDate } from '../lib/dates.ts';
import type { Language } from '../lib/languages';
import { keptOnTheDevice } from './browserStorage.ts';
import { clinic } from './clinic.ts';
import { factsInWords } from './clinicFacts.ts';
import { confirmed } from './sample.ts';
import { accessibilityCheckNumbers, accessibilityPreparedOn } from './statements.ts';
import { visitFactValues } from './visitFacts.ts';

export function statementFacts(language: Language): Record<string, string> {
  const { postalAddress } = clinic;
  const words = confirmed(factsInWords);
  const { dataFiduciary, premises } = words;
  const numbers = Object.entries({ ...keptOnTheDevice, ...accessibilityCheckNumbers }).map(
    ([name, value]): [string, string] => [name, String(value)],
  );
  return {
    fiduciaryName: dataFiduciary.legalName,
    fiduciaryAddress: `${dataFiduciary.streetAddress}, ${postalAddress.locality}, ${postalAddress.region} ${postalAddress.postalCode}, India`,
    privacyContactName: clinic.privacyContact.name,
    privacyContactRole: clinic.privacyContact.role[language],
    privacyReplyDays: String(words.privacyReplyDays),
    whatsappRetentionMonths: String(words.whatsappRetentionMonths),
    privacyNoticeUpdated: fullDate(words.privacyNoticeUpdatedOn, language),
    histopathologyLaboratory: words.histopathologyLaboratory[language],
    surgeryHospital: visitFactValues.surgeryHospital[language],
    errorLogDays: String(requestLogs.nginx.errors.keptDays),
    recordsCopyDays: String(words.recordsCopyDays),
    accessibilityContactName: clinic.accessibilityContact.name,
    accessibilityContactRole: clinic.accessibilityContact.role[language],
    accessibilityReplyDays: String(words.accessibilityReplyWorkingDays),
    accessibilityComplaintBodies: words.accessibilityComplaintBodies[language],
    accessibilityAuditPlanned: words.accessibilityAuditPlanned[language],
    accessibilityPreparedOn: fullDate(accessibilityPreparedOn, language),
    premisesEntrance: premises[language].entrance,
    premisesLift: premises[language].lift,
    premisesParking: premises[language].parking,
    premisesToilet: premises[language].toilet,
    premisesHearing: premises[language].hearing,
    ...Object.fromEntries(numbers),
  };
}
