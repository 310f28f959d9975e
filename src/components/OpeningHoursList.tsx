import type { OpeningHoursText } from '../content/openingHours';
import { withMarks } from './SampleMark';

/** The clinic's hours as a short list: each session, then the open days and the closed ones. */
export function OpeningHoursList({ hours }: { hours: OpeningHoursText }) {
  return (
    <ul>
      {hours.sessions.map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li>{withMarks(hours.openDays)}</li>
      {hours.closedDays === null ? null : <li>{withMarks(hours.closedDays)}</li>}
    </ul>
  );
}
