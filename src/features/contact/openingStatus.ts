/**
 * Whether the clinic is open at a moment, computed in the clinic's own time zone
 * (Asia/Kolkata), whatever the visitor's device is set to.
 */

export interface Session {
  opens: string;
  closes: string;
}

export interface OpeningHours {
  timeZone: string;
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

const weekdayIndex: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/** The weekday and minute of the day at `now` in `timeZone`. */
export function localTime(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: weekdayIndex[part('weekday')] ?? 0,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export function openingStatus(now: Date, hours: OpeningHours): OpeningStatus {
  const sessions = [...hours.sessions].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  const first = sessions[0];
  if (!first || hours.openDays.length === 0)
    return { open: false, opensAt: null, opensOnDay: null };

  const { day, minutes } = localTime(now, hours.timeZone);
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
