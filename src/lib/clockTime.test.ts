import { clockTime } from './clockTime';

describe('clockTime', () => {
  it.each([
    ['09:00', 'en', '9:00\u00a0am'],
    ['13:00', 'en', '1:00\u00a0pm'],
    ['16:30', 'hi', '4:30\u00a0pm'],
    ['00:05', 'en', '12:05\u00a0am'],
    ['12:00', 'hi', '12:00\u00a0pm'],
    ['09:00', 'ru', '9:00'],
    ['20:00', 'fr', '20:00'],
    ['16:05', 'ch', '16:05'],
  ] as const)('%s in %s is %j', (time, language, expected) => {
    expect(clockTime(time, language)).toBe(expected);
  });
});
