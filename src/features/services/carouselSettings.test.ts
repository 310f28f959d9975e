import { splitColumns, treatmentListLayout } from './carouselSettings';

describe('how a list of treatments is shown (spec §2)', () => {
  it.each([
    [1, 'single-card'],
    [2, 'few'],
    [3, 'three'],
    [4, 'many'],
    [11, 'many'],
  ] as const)('%i treatments: %s', (count, layout) => {
    expect(treatmentListLayout(count)).toBe(layout);
  });

  it('splits a list into the first 7 and the rest', () => {
    const list = Array.from({ length: 11 }, (_, i) => i);
    expect(splitColumns(list, 7)).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10],
    ]);
    expect(splitColumns([1, 2], 7)).toEqual([[1, 2], []]);
  });
});
