/**
 * The privacy notice lists exactly the other parties a visitor's browser can contact: those
 * the page contacts by itself are the hosts the Content-Security-Policy allows, no more and no
 * fewer, in both copies of the policy (nginx and the static hosts' _headers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { thirdParties } from '../../src/content/thirdParties';
import { languages } from '../../src/lib/languages';
import { localeFiles } from './locales';

const root = join(import.meta.dirname, '..', '..');

/** Every host a Content-Security-Policy names in a file, from its https: sources. */
function cspHosts(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const policies = text.match(/Content-Security-Policy:?\s+"?([^"\n]+)/g) ?? [];
  expect(policies.length, file).toBeGreaterThan(0);
  const hosts = policies.flatMap((policy) =>
    [...policy.matchAll(/https:\/\/([^\s;'"]+)/g)].map(([, host]) => host ?? ''),
  );
  return [...new Set(hosts)].sort();
}

const automatic = thirdParties
  .filter((party) => party.contacted === 'automatic')
  .flatMap((party) => party.hosts)
  .sort();

describe('the privacy notice’s third parties', () => {
  it.each(['deploy/security-headers.conf', 'public/_headers'])(
    'those the page contacts by itself are the hosts the CSP of %s allows',
    (file) => {
      expect(automatic).toEqual(['tile.openstreetmap.org']);
      expect(cspHosts(file)).toEqual(automatic);
    },
  );

  it('the ones contacted only on a tap are not allowed by the CSP', () => {
    const onTap = thirdParties
      .filter((party) => party.contacted === 'on-tap')
      .flatMap((party) => party.hosts);
    expect(onTap).toEqual(expect.arrayContaining(['www.google.com', 'wa.me']));
    for (const host of onTap) expect(cspHosts('deploy/security-headers.conf')).not.toContain(host);
  });

  it.each(languages)('%s: the notice has words for each of them', (language) => {
    const words = localeFiles(language).statements as {
      privacy: { thirdParties: { parties: Record<string, string> } };
    };
    expect(Object.keys(words.privacy.thirdParties.parties).sort()).toEqual(
      thirdParties.map((party) => party.id).sort(),
    );
    for (const party of thirdParties.filter((p) => p.hosts.length > 0))
      expect(words.privacy.thirdParties.parties[party.id]).toContain('{{hosts}}');
  });
});
