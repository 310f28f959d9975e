import { describe, expect, it } from 'vitest';
import { releaseRefusal } from './releaseGate.ts';

describe('the release refusal', () => {
  it('lets a release through when nothing is left', () => {
    expect(releaseRefusal([])).toBeUndefined();
  });

  it('names every kind left, not just the first, and points at the launch report', () => {
    const refusal = releaseRefusal(['3 sample values', '2 review problems']);
    expect(refusal).toContain('3 sample values');
    expect(refusal).toContain('2 review problems');
    expect(refusal?.split('\n').at(-1)).toBe('run npm run launch to see what is left');
  });
});
