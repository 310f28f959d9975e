import { sample } from './sample';
import { markedValue, sampleToken, splitMarks, withoutMarks } from './sampleMarks';

describe('the sample marker in words', () => {
  it('follows a value only while its fact is a sample', () => {
    expect(markedValue('₹500', sample(500), 'fees.consultation')).toBe(
      `₹500${sampleToken('fees.consultation')}`,
    );
    expect(markedValue('₹500', 500, 'fees.consultation')).toBe('₹500');
  });

  it('cuts a text at its markers, naming each fact', () => {
    const text = `Call ${markedValue('+91 00000 00000', sample(1), 'phone')} or write to ${markedValue('a@example.com', sample(1), 'email')}.`;
    expect(splitMarks(text)).toEqual([
      'Call +91 00000 00000',
      { sample: 'phone' },
      ' or write to a@example.com',
      { sample: 'email' },
      '.',
    ]);
    expect(splitMarks('No sample here.')).toEqual(['No sample here.']);
  });

  it('is dropped, or written as text, where only text can go', () => {
    const words = { title: markedValue('Dr. A. Sample', sample(1), 'doctorNames'), n: 2 };
    expect(withoutMarks(words)).toEqual({ title: 'Dr. A. Sample', n: 2 });
    expect(withoutMarks([words.title], ' (sample)')).toEqual(['Dr. A. Sample (sample)']);
  });
});
