/**
 * Whether the clinic is open at a moment, computed in the clinic's own time (India Standard
 * Time), whatever the visitor's device is set to.
 */

interface Session {
  opens: string;
  closes: string;
}

export interface OpeningHours {
  /**
   * The clinic's offset from UTC in minutes. India keeps UTC+05:30 all year (no daylight
   * saving), so a fixed offset is exact, and it spares a phone building an Intl time-zone
   * formatter, which costs tens of milliseconds.
   */
  utcOffsetMinutes: number;
  sessions: readonly Session[];
  /** 0 = Sunday ... 6 = Saturday. */
  openDays: readonly number[];
  /** Days closed for a public holiday, YYYY-MM-DD in the clinic's time. */
  closures?: readonly { date: string }[];
}

export type OpeningStatus =
  | { open: true; closesAt: string }
  | {
      open: false;
      opensAt: string;
      /** null: later today. */
      opensOnDay: number | null;
      /** Closed today for a public holiday (present only then). */
      holiday?: true;
    }
  | { open: false; opensAt: null; opensOnDay: null };

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The weekday and minute of the day at `now` in the time `utcOffsetMinutes` from UTC. */
export function localTime(now: Date, utcOffsetMinutes: number): { day: number; minutes: number } {
  const shifted = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  return {
    day: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The date `ahead` days after `now`, YYYY-MM-DD, in the time `utcOffsetMinutes` from UTC. */
function localDate(now: Date, utcOffsetMinutes: number, ahead: number): string {
  const shifted = new Date(now.getTime() + utcOffsetMinutes * 60_000 + ahead * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

export function openingStatus(now: Date, hours: OpeningHours): OpeningStatus {
  const sessions = [...hours.sessions].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  const first = sessions[0];
  if (!first || hours.openDays.length === 0)
    return { open: false, opensAt: null, opensOnDay: null };

  const { day, minutes } = localTime(now, hours.utcOffsetMinutes);
  const closed = new Set((hours.closures ?? []).map((closure) => closure.date));
  const openOn = (ahead: number) =>
    hours.openDays.includes((day + ahead) % 7) &&
    !closed.has(localDate(now, hours.utcOffsetMinutes, ahead));
  const openToday = openOn(0);
  const holidayToday = hours.openDays.includes(day) && !openToday;

  if (openToday) {
    const current = sessions.find(
      (s) => minutes >= minutesOf(s.opens) && minutes < minutesOf(s.closes),
    );
    if (current) return { open: true, closesAt: current.closes };
    const later = sessions.find((s) => minutes < minutesOf(s.opens));
    if (later) return { open: false, opensAt: later.opens, opensOnDay: null };
  }

  // A week and a few holidays in a row at most.
  for (let ahead = 1; ahead <= 14; ahead += 1) {
    const next = (day + ahead) % 7;
    if (openOn(ahead))
      return {
        open: false,
        opensAt: first.opens,
        opensOnDay: next,
        ...(holidayToday && { holiday: true as const }),
      };
  }
  return { open: false, opensAt: null, opensOnDay: null };
}
