import { percent, rupeeRange, rupees } from './rupees';

/** Intl writes no-break spaces (U+00A0, U+202F) inside numbers; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts in rupees, as each language writes them (Intl.NumberFormat)', () => {
  it.each([
    ['en', 120000, '₹1,20,000'],
    ['hi', 120000, '₹1,20,000'],
    ['ru', 120000, '120 000 ₹'],
    ['fr', 120000, '120 000 ₹'],
    ['ch', 120000, '₹120,000'],
    ['en', 500, '₹500'],
    ['en', 4000000, '₹40,00,000'],
  ] as const)('%s writes %d as %s', (language, amount, written) => {
    expect(plain(rupees(amount, language))).toBe(written);
  });

  it.each([
    ['en', '₹1,000 – ₹1,20,000'],
    ['hi', '₹1,000 – ₹1,20,000'],
    ['ru', '1 000–120 000 ₹'],
    ['fr', '1 000–120 000 ₹'],
    ['ch', '₹1,000–₹120,000'],
  ] as const)('%s writes a range in its own way: %s', (language, written) => {
    expect(plain(rupeeRange(1000, 120000, language))).toBe(written);
  });

  it.each([
    ['en', '18%'],
    ['fr', '18 %'],
    ['ch', '18%'],
  ] as const)('%s writes a rate of GST as %s', (language, written) => {
    expect(plain(percent(18, language))).toBe(written);
  });
});
