import type { TFunction } from 'i18next';
import { clockTime } from '../../lib/clockTime';
import type { Language } from '../../lib/languages';
import type { OpeningStatus } from './openingStatus';

/** The status line: "Open now, closes at 8:00 pm", "Closed, opens Monday at 9:00 am". */
export function openingStatusText(t: TFunction, status: OpeningStatus, language: Language): string {
  if (status.open) return t('contact.openUntil', { time: clockTime(status.closesAt, language) });
  if (status.opensAt === null) return t('contact.closed');
  const time = clockTime(status.opensAt, language);
  if (status.opensOnDay === null) return t('contact.closedOpensAt', { time });
  // The weekday as the sentence needs it, not the table's heading: "ouvre lundi", "во вторник".
  const days = t('contact.opensOnDay', { returnObjects: true });
  const day = days[status.opensOnDay] ?? days[1];
  return t(status.holiday ? 'contact.closedHolidayOpensOn' : 'contact.closedOpensOn', {
    day,
    time,
  });
}
