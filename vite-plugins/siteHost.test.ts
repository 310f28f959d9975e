import { siteHostOf } from './siteHost';

describe('the host a build is for (VITE_HOST)', () => {
  it('is nginx unless set, and one of the host rules’ hosts', () => {
    expect(siteHostOf(undefined)).toBe('nginx');
    expect(siteHostOf('')).toBe('nginx');
    expect(siteHostOf('netlify')).toBe('netlify');
    expect(() => siteHostOf('apache')).toThrow(/VITE_HOST=apache is no host/);
  });
});
