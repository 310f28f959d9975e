// The host files are made from one source (deploy/host-rules.mjs) by `npm run hosts`
// (scripts/serve/host-files.mjs): this fails when a committed one differs from what the source
// makes, and when the source's language folders are not the build's.
// `node --test test/deploy/host-files.test.mjs`; needs no server (a build for the last test).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildCommand, languageFolders, securityHeaders } from '../../deploy/host-rules.mjs';
import { hostFiles } from '../../scripts/serve/host-files.mjs';
import { root } from '../harness/process.mjs';

for (const [path, text] of Object.entries(hostFiles()))
  test(`${path} is as deploy/host-rules.mjs makes it (npm run hosts)`, () => {
    assert.equal(readFileSync(join(root, path), 'utf8'), text, `${path}: run npm run hosts`);
  });

test("the language folders are src/lib/languages.ts's prefixes", () => {
  const source = readFileSync(join(root, 'src', 'lib', 'languages.ts'), 'utf8');
  const prefixes = [...source.matchAll(/prefix: '\/([a-z]+)'/g)].map(([, prefix]) => prefix);
  assert.deepEqual(prefixes, languageFolders);
});

test(
  'the build has a 404 page in each language folder',
  { skip: !existsSync(join(root, 'dist', '404.html')) && 'no build' },
  () => {
    for (const language of languageFolders)
      assert.ok(existsSync(join(root, 'dist', language, '404.html')), `dist/${language}/404.html`);
    for (const file of ['_headers', '_redirects'])
      assert.ok(existsSync(join(root, 'dist', file)), `dist/${file} (copied from public/)`);
  },
);

test('every production build runs the release build, and the CSP is the one nginx sends', () => {
  assert.equal(buildCommand, 'npm run build:release');
  assert.match(hostFiles()['netlify.toml'], /^command = "npm run build:release"$/m);
  const csp = securityHeaders.find(([name]) => name === 'Content-Security-Policy')?.[1];
  assert.ok(csp && hostFiles()['deploy/security-headers.conf'].includes(csp));
  assert.ok(hostFiles()['public/_headers'].includes(`Content-Security-Policy: ${csp}`));
});
