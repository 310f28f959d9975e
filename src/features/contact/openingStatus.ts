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
}

export type OpeningStatus =
  | { open: true; closesAt: string }
  | { open: false; opensAt: string; /** null: later today. */ opensOnDay: number | null }
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

export function openingStatus(now: Date, hours: OpeningHours): OpeningStatus {
  const sessions = [...hours.sessions].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  const first = sessions[0];
  if (!first || hours.openDays.length === 0)
    return { open: false, opensAt: null, opensOnDay: null };

  const { day, minutes } = localTime(now, hours.utcOffsetMinutes);
  const openToday = hours.openDays.includes(day);

  if (openToday) {
    const current = sessions.find(
      (s) => minutes >= minutesOf(s.opens) && minutes < minutesOf(s.closes),
    );
    if (current) return { open: true, closesAt: current.closes };
    const later = sessions.find((s) => minutes < minutesOf(s.opens));
    if (later) return { open: false, opensAt: later.opens, opensOnDay: null };
  }

  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const next = (day + ahead) % 7;
    if (hours.openDays.includes(next))
      return { open: false, opensAt: first.opens, opensOnDay: next };
  }
  return { open: false, opensAt: null, opensOnDay: null };
}
