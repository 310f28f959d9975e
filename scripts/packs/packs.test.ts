import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clinicFacts } from '../../src/content/clinicFacts';
import {
  readEnglishFiles,
  readLanguageFiles,
  reviewersOf,
  type ReviewRecord,
} from '../content/pageReviews';
import { review } from '../content/reviewCommand';
import { alignedRows } from './packHtml';
import {
  packFolder,
  packManifest,
  packReviewers,
  pagesOfReviewer,
  readPack,
  reviewPackOf,
  translationPackOf,
  type Pack,
} from './packs';

const root = join(import.meta.dirname, '..', '..');

describe('a review pack', () => {
  it.each([
    // Co-reviewed pages are in each co-reviewer's pack.
    ['oral-maxillofacial-surgeon', 'treatments/veneers', true],
    ['associate-dentist', 'treatments/veneers', true],
    ['visiting-dermatologist', 'treatments/botox', true],
    ['visiting-dermatologist', 'urgent/chemical-in-eye-or-burn', true],
    ['visiting-psychiatrist', 'urgent/thoughts-of-suicide', true],
    ['associate-dentist', 'treatments/hair-prp', false],
    ['privacyContact', 'privacy', true],
  ] as const)('of %s holds %s: %s', (reviewer, page, held) => {
    expect(pagesOfReviewer(reviewer).includes(page)).toBe(held);
  });

  it('is printed for every reviewer the record names, and every page is in some pack', () => {
    const reviewers = packReviewers();
    expect(reviewers).toHaveLength(6);
    for (const reviewer of reviewers)
      for (const page of pagesOfReviewer(reviewer)) expect(reviewersOf(page)).toContain(reviewer);
  });
});

describe('a translation pack sets each sentence against its translation', () => {
  it.each([
    [
      'by key and list item',
      { title: 'Eyes', steps: ['Rinse.', 'Call.'] },
      { steps: ['धोएँ।', 'कॉल करें।'], title: 'आँखें' },
      [
        { key: 'title', english: 'Eyes', translation: 'आँखें' },
        { key: 'steps › 1', english: 'Rinse.', translation: 'धोएँ।' },
        { key: 'steps › 2', english: 'Call.', translation: 'कॉल करें।' },
      ],
    ],
    [
      'a sentence missing from the translation, and one only in it',
      { a: 'One.', b: 'Two.' },
      { a: 'एक।', c: 'तीन।' },
      [
        { key: 'a', english: 'One.', translation: 'एक।' },
        { key: 'b', english: 'Two.' },
        { key: 'c', translation: 'तीन।' },
      ],
    ],
  ])('%s', (_what, english, translation, rows) => {
    expect(alignedRows(english, translation)).toEqual(rows);
  });
});

describe('npm run review -- --pack', () => {
  let project: string;
  const now = new Date('2026-12-01T06:00:00Z');
  const run = (...argv: string[]) => review(argv, { root: project, now });
  const reviewFile = () => join(project, 'src/content/reviews.json');
  const saved = () => JSON.parse(readFileSync(reviewFile(), 'utf8')) as ReviewRecord;
  /** Writes `pack` as review:pack does (its list in its file), returns its id. */
  const printed = (pack: Pack) => {
    mkdirSync(join(project, packFolder), { recursive: true });
    writeFileSync(
      join(project, packFolder, `${pack.id}.html`),
      `<!doctype html><html><head>${packManifest(pack)}</head><body></body></html>`,
    );
    return pack.id;
  };
  const english = () => readEnglishFiles(project, clinicFacts);
  const dermatologistPack = () =>
    printed(reviewPackOf('visiting-dermatologist', english(), '2026-11-30'));
  const hindiPack = () =>
    printed(
      translationPackOf(
        'hi',
        english(),
        readLanguageFiles(project, 'hi', clinicFacts),
        '2026-11-30',
      ),
    );
  const changeJson = (file: string, change: (json: Record<string, unknown>) => void) => {
    const path = join(project, 'src/locales', file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(path, JSON.stringify(json));
  };

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'packs-'));
    for (const language of ['en', 'hi'])
      cpSync(join(root, 'src/locales', language), join(project, 'src/locales', language), {
        recursive: true,
      });
    cpSync(join(root, 'src/content/reviews.json'), reviewFile());
  });
  afterEach(() => {
    rmSync(project, { recursive: true, force: true });
  });

  it('records every page of the pack with the fingerprint printed on it, and the pack’s id', () => {
    const id = dermatologistPack();
    const pack = readPack(project, id);
    const said = run('--pack', id, '--date', '2026-11-30');
    expect(said[0]).toBe(
      `src/content/reviews.json: ${String(pack.pages.length)} page(s) reviewed by visiting-dermatologist on 2026-11-30, from the pack ${id}:`,
    );
    const record = saved();
    expect(Object.keys(record)).toHaveLength(pack.pages.length);
    for (const { page, english: fingerprint } of pack.pages) {
      expect(record[page]?.english).toBe(fingerprint);
      expect(record[page]?.pack).toBe(id);
    }
  });

  it('records a translation check from a language’s pack for the pages whose English is reviewed', () => {
    run('--pack', dermatologistPack(), 'botox');
    const id = hindiPack();
    const said = run('--pack', id, '--checker', 'R. Reader', '--role', 'medical translator');
    expect(said[1]).toBe('  treatments/botox');
    expect(said.at(-1)).toMatch(/^58 page\(s\) of the pack wait for their English/);
    expect(saved()['treatments/botox']?.translations.hi).toMatchObject({
      by: { name: 'R. Reader', role: 'medical translator' },
      pack: id,
    });
  });

  it.each([
    [
      'the English of a page changed',
      () => dermatologistPack(),
      () =>
        changeJson('en/services/cosmetics.json', (json) => {
          const treatments = json.treatments as Record<string, object>;
          treatments.botox = { ...treatments.botox, summary: 'Changed.' };
        }),
      [],
      "this pack was printed before treatments/botox's English changed: print a new pack (npm run review:pack -- --reviewer visiting-dermatologist)",
    ],
    [
      'the translation of a page changed',
      () => hindiPack(),
      () =>
        changeJson('hi/visit.json', (json) => {
          json.intro = 'बदला हुआ।';
        }),
      ['--checker', 'R. Reader', '--role', 'translator'],
      "this pack was printed before visit's translation changed: print a new pack (npm run review:pack -- --language hi)",
    ],
    [
      'its list of pages edited',
      () => {
        const pack = reviewPackOf('visiting-dermatologist', english(), '2026-11-30');
        printed({ ...pack, pages: pack.pages.slice(1) });
        return pack.id;
      },
      () => undefined,
      [],
      'its list of pages does not match its id',
    ],
  ])('refuses a pack after %s, and records nothing', (_what, print, change, more, message) => {
    const id = print();
    change();
    const before = readFileSync(reviewFile(), 'utf8');
    expect(() => run('--pack', id, ...more)).toThrow(message);
    expect(readFileSync(reviewFile(), 'utf8')).toBe(before);
  });

  it.each([
    [['--pack', 'no-such-pack'], 'no pack "no-such-pack"'],
    [['--pack', 'PACK', '--date', '2026-11-29'], 'is before the pack was printed (2026-11-30)'],
    [['--pack', 'PACK', 'veneers'], 'does not hold treatments/veneers'],
    [
      ['--pack', 'PACK', '--by', 'associate-dentist'],
      '--by: a review or a translation check is recorded from the pack its person signed',
    ],
  ])('says what is wrong: %j', (argv, message) => {
    const id = dermatologistPack();
    expect(() => run(...argv.map((argument) => (argument === 'PACK' ? id : argument)))).toThrow(
      message,
    );
    expect(saved()).toEqual({});
  });
});
