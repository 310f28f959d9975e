import { localTime, openingStatus, type OpeningHours } from './openingStatus';
import { visitFactValues } from '../../content/visitFacts';

const clinicHours: OpeningHours = {
  utcOffsetMinutes: 330,
  sessions: [
    { opens: '09:00', closes: '13:00' },
    { opens: '16:00', closes: '20:00' },
  ],
  openDays: [1, 2, 3, 4, 5, 6],
};

// India is UTC+05:30 all year. 2026-11-23 is a Monday; 2026-11-22 a Sunday.
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

describe('localTime', () => {
  it.each([
    ['Monday 03:30 UTC is 09:00 in India', '2026-11-23T03:30:00Z', { day: 1, minutes: 9 * 60 }],
    ['Sunday 18:30 UTC is already Monday 00:00', '2026-11-22T18:30:00Z', { day: 1, minutes: 0 }],
    ['Monday 18:29 UTC is Monday 23:59', '2026-11-23T18:29:00Z', { day: 1, minutes: 23 * 60 + 59 }],
  ])('%s, whatever the device is set to', (_, instant, expected) => {
    expect(localTime(new Date(instant), 330)).toEqual(expected);
  });

  it('agrees with the Asia/Kolkata time zone through a whole year', () => {
    const kolkata = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 17 * 60_000);
      const parts = kolkata.formatToParts(instant);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      expect(localTime(instant, 330)).toEqual({
        day: days.indexOf(part('weekday')),
        minutes: Number(part('hour')) * 60 + Number(part('minute')),
      });
    }
  });
});

describe('openingStatus in Asia/Kolkata', () => {
  // prettier-ignore
  it.each<[string, string, ReturnType<typeof openingStatus>]>([
    ['Monday 08:59, before the morning session', '2026-11-23T08:59:00', { open: false, opensAt: '09:00', opensOnDay: null }],
    ['Monday 09:00, the morning session opens', '2026-11-23T09:00:00', { open: true, closesAt: '13:00' }],
    ['Monday 12:59, still open', '2026-11-23T12:59:00', { open: true, closesAt: '13:00' }],
    ['Monday 13:00, the lunch break', '2026-11-23T13:00:00', { open: false, opensAt: '16:00', opensOnDay: null }],
    ['Monday 16:30, the evening session', '2026-11-23T16:30:00', { open: true, closesAt: '20:00' }],
    ['Monday 20:00, closed until Tuesday', '2026-11-23T20:00:00', { open: false, opensAt: '09:00', opensOnDay: 2 }],
    ['Saturday 21:00, closed until Monday', '2026-11-28T21:00:00', { open: false, opensAt: '09:00', opensOnDay: 1 }],
    ['Sunday 11:00, closed until Monday', '2026-11-22T11:00:00', { open: false, opensAt: '09:00', opensOnDay: 1 }],
  ])('%s', (_case, local, expected) => {
    expect(openingStatus(ist(local), clinicHours)).toEqual(expected);
  });

  it('a visitor abroad at their 23:00 (UTC 04:00 Monday) sees the clinic open', () => {
    expect(openingStatus(new Date('2026-11-23T04:00:00Z'), clinicHours)).toEqual({
      open: true,
      closesAt: '13:00',
    });
  });

  it('no open days: never opens', () => {
    expect(openingStatus(ist('2026-11-23T10:00:00'), { ...clinicHours, openDays: [] })).toEqual({
      open: false,
      opensAt: null,
      opensOnDay: null,
    });
  });
});

describe('openingStatus on public holidays', () => {
  // 2026-12-19 (Goa Liberation Day) is a Saturday, 2026-12-25 (Christmas) a Friday,
  // 2027-08-15 (Independence Day) a Sunday, when the clinic is closed anyway.
  const withHolidays: OpeningHours = {
    ...clinicHours,
    closures: [{ date: '2026-12-19' }, { date: '2026-12-25' }, { date: '2027-08-15' }],
  };

  // prettier-ignore
  it.each<[string, string, ReturnType<typeof openingStatus>]>([
    ['Christmas, a Friday, 10:00: closed for the holiday, opens Saturday', '2026-12-25T10:00:00', { open: false, opensAt: '09:00', opensOnDay: 6, holiday: true }],
    ['Christmas 08:00, before the hour it would open: the same', '2026-12-25T08:00:00', { open: false, opensAt: '09:00', opensOnDay: 6, holiday: true }],
    ['Christmas Eve 10:00: open as any Thursday', '2026-12-24T10:00:00', { open: true, closesAt: '13:00' }],
    ['Christmas Eve 21:00: the next opening skips Christmas', '2026-12-24T21:00:00', { open: false, opensAt: '09:00', opensOnDay: 6 }],
    ['Friday 18 December 21:00: skips the holiday Saturday and Sunday, opens Monday', '2026-12-18T21:00:00', { open: false, opensAt: '09:00', opensOnDay: 1 }],
    ['Goa Liberation Day, a Saturday, 16:30: closed for the holiday, opens Monday', '2026-12-19T16:30:00', { open: false, opensAt: '09:00', opensOnDay: 1, holiday: true }],
    ['Sunday 15 August 2027: closed as every Sunday, not for the holiday', '2027-08-15T10:00:00', { open: false, opensAt: '09:00', opensOnDay: 1 }],
    ['Just after midnight in India on Christmas (18:31 UTC the day before)', '2026-12-25T00:01:00', { open: false, opensAt: '09:00', opensOnDay: 6, holiday: true }],
  ])('%s', (_case, local, expected) => {
    expect(openingStatus(ist(local), withHolidays)).toEqual(expected);
  });

  it('the sample closures are real dates, in order, once each', () => {
    const dates = visitFactValues.closures.map((closure) => closure.date);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString()).toContain(date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });
});
