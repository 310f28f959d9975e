import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '../lib/languages';
import { treatmentSlugs } from './catalogue';
import type { UrgentText } from './types';
import { careCardWordsOf, showsUrgentCare, situationsOf } from './urgentCare';

const urgentOf = (language: string) =>
  JSON.parse(
    readFileSync(join(process.cwd(), 'src', 'locales', language, 'urgent.json'), 'utf8'),
  ) as UrgentText;

describe("a treatment's part of urgent help's words", () => {
  it.each(languages)(
    'in %s: each treatment page gets its own cards’ words, the levels and the lines, and no other card’s',
    (language) => {
      const urgent = urgentOf(language);
      for (const treatment of treatmentSlugs) {
        const words = careCardWordsOf(treatment, urgent);
        if (!showsUrgentCare(treatment)) {
          expect(words, treatment).toBeUndefined();
          continue;
        }
        const shown = situationsOf(treatment).map(({ id }) => id);
        expect(Object.keys(words?.situations ?? {}), treatment).toEqual(shown);
        for (const id of shown) expect(words?.situations[id], id).toEqual(urgent.situations[id]);
        expect(words?.levels).toEqual(urgent.levels);
        expect(words?.surgeonLine).toBe(urgent.surgeonLine);
        expect(words?.callSurgeonLine).toBe(urgent.callSurgeonLine);
      }
    },
  );

  it.each([
    ['botox', ['after-botulinum-toxin']],
    [
      'childrens-dentistry',
      ['after-sedation', 'adult-tooth-knocked-out', 'milk-tooth-knocked-out'],
    ],
    ['dental-implants', ['bleeding-after-extraction']],
  ] as const)('%s: %j', (treatment, shown) => {
    expect(Object.keys(careCardWordsOf(treatment, urgentOf('en'))?.situations ?? {})).toEqual(
      shown,
    );
  });
});
