import { buildDay, staleFacts } from './factFreshness';
import { sample } from '../src/content/sample';

const buildDate = '2027-03-01';

describe('the facts kept fresh: a release build refuses a group confirmed over 90 days ago', () => {
  it.each([
    ['confirmed on the build date', { fees: '2027-03-01' }, []],
    ['confirmed 30 days before', { fees: '2027-01-30' }, []],
    ['confirmed exactly 90 days before', { fees: '2026-12-01' }, []],
    [
      'confirmed 91 days before',
      { fees: '2026-11-30' },
      ['fees: confirmed on 2026-11-30, 91 days before the build'],
    ],
    [
      'a sample day, read as written',
      { fees: sample('2026-11-26') },
      ['fees: confirmed on 2026-11-26, 95 days before the build'],
    ],
    ['a fresh sample day', { fees: sample('2027-02-01') }, []],
    ['missing', {}, ['fees: no day of confirmation']],
    ['empty', { fees: '' }, ['fees: no day of confirmation']],
    [
      'not a day',
      { fees: '1 March 2027' },
      ['fees: "1 March 2027" is not a day written YYYY-MM-DD'],
    ],
    ['no such day', { fees: '2027-02-30' }, ['fees: "2027-02-30" is not a day written YYYY-MM-DD']],
    [
      'after the build date',
      { fees: '2027-03-02' },
      ['fees: confirmed on 2027-03-02, after the build date'],
    ],
  ])('%s', (_case, confirmedOn: Record<string, unknown>, refused) => {
    expect(staleFacts(confirmedOn, ['fees'], buildDate)).toEqual(refused);
  });

  it('names each group refused, in the order required, and only those', () => {
    const confirmedOn = {
      fees: '2026-10-01',
      registrations: '2027-02-01',
      closures: '2026-01-01',
    };
    expect(
      staleFacts(confirmedOn, ['fees', 'registrations', 'languages', 'closures'], buildDate),
    ).toEqual([
      'fees: confirmed on 2026-10-01, 151 days before the build',
      'languages: no day of confirmation',
      'closures: confirmed on 2026-01-01, 424 days before the build',
    ]);
  });

  it('takes the build date from BUILD_DATE, or today', () => {
    expect(buildDay('2027-03-01')).toBe('2027-03-01');
    expect(buildDay(undefined, new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-26');
    expect(() => buildDay('tomorrow')).toThrow('BUILD_DATE must be a day written YYYY-MM-DD');
  });
});
