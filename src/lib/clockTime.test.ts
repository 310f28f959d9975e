import { clockTime, partOfDay } from './clockTime';

describe('clockTime', () => {
  it.each([
    ['09:00', 'en', '9:00\u00a0am'],
    ['13:00', 'en', '1:00\u00a0pm'],
    ['00:05', 'en', '12:05\u00a0am'],
    ['09:00', 'hi', 'सुबह\u00a09\u00a0बजे'],
    ['13:00', 'hi', 'दोपहर\u00a01\u00a0बजे'],
    ['16:30', 'hi', 'शाम\u00a04:30\u00a0बजे'],
    ['20:00', 'hi', 'रात\u00a08\u00a0बजे'],
    ['12:00', 'hi', 'दोपहर\u00a012\u00a0बजे'],
    ['09:00', 'ru', '9:00'],
    ['09:00', 'fr', '9\u00a0h'],
    ['13:00', 'fr', '13\u00a0h'],
    ['16:05', 'fr', '16\u00a0h\u00a005'],
    ['16:05', 'ch', '16:05'],
  ] as const)('%s in %s is %j', (time, language, expected) => {
    expect(clockTime(time, language)).toBe(expected);
  });

  it.each([
    ['09:00', 'morning'],
    ['12:30', 'afternoon'],
    ['16:00', 'evening'],
  ] as const)('a session opening at %s is in the %s', (time, part) => {
    expect(partOfDay(time)).toBe(part);
  });
});
