import { localTime, openingStatus, type OpeningHours } from './openingStatus';

const clinicHours: OpeningHours = {
  timeZone: 'Asia/Kolkata',
  sessions: [
    { opens: '09:00', closes: '13:00' },
    { opens: '16:00', closes: '20:00' },
  ],
  openDays: [1, 2, 3, 4, 5, 6],
};

// India is UTC+05:30 all year. 2026-11-23 is a Monday; 2026-11-22 a Sunday.
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

describe('localTime', () => {
  it('reads the clinic time zone, not the device one', () => {
    expect(localTime(new Date('2026-11-23T03:30:00Z'), 'Asia/Kolkata')).toEqual({
      day: 1,
      minutes: 9 * 60,
    });
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
