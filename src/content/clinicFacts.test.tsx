import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { sampleWord } from '../../test/shownText';
import { renderApp } from '../../test/renderApp';
import { pathOf } from '../state/address';
import { clockTime } from '../lib/clockTime';
import { languages } from '../lib/languages';
import { doctorSlugs } from './catalogue';
import { clinic, doctorName } from './clinic';
import { clinicFacts } from './clinicFacts';
import { confirmed, sample, samplesInUse } from './sample';
import { sampleReport } from './sampleReport';

const root = join(import.meta.dirname, '..', '..');

describe('sample values', () => {
  const facts = {
    name: 'A clinic',
    phone: sample({ display: '+91 00000 00000' }),
    doctors: { lead: { name: sample('Dr. Sample'), registration: '1234' } },
    days: [1, sample(2)],
  };

  it('are listed with where they are', () => {
    expect(samplesInUse(facts)).toEqual([
      { path: 'phone', value: { display: '+91 00000 00000' } },
      { path: 'doctors.lead.name', value: 'Dr. Sample' },
      { path: 'days.1', value: 2 },
    ]);
    expect(sampleReport(facts)).toEqual([
      'phone: {"display":"+91 00000 00000"}',
      'doctors.lead.name: Dr. Sample',
      'days.1: 2',
    ]);
  });

  it('are none once every value is the clinic’s own', () => {
    expect(sampleReport(confirmed(facts))).toEqual([]);
  });

  it('read as their values on the site', () => {
    expect(confirmed(facts)).toEqual({
      name: 'A clinic',
      phone: { display: '+91 00000 00000' },
      doctors: { lead: { name: 'Dr. Sample', registration: '1234' } },
      days: [1, 2],
    });
    expect(clinic.phone).toEqual(samplesInUse(clinicFacts.phone)[0]?.value);
  });

  it('look like samples: a number no Indian phone has, example.com addresses', () => {
    expect(clinic.phone.e164).not.toMatch(/^\+91[6-9]/);
    expect(clinic.whatsapp).not.toMatch(/^91[6-9]/);
    for (const url of [...Object.values(clinic.social), clinic.email])
      expect(new URL(url.includes('@') ? `mailto:${url}` : url).href).toMatch(/example\.com/);
  });

  it('stop a release build before it starts, listing them', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
        {
          cwd: root,
          // No host given (Vitest puts the config's VITE_HOST into its own environment).
          env: {
            ...process.env,
            RELEASE: '1',
            VITE_SITE_URL: 'https://www.example.in',
            VITE_HOST: '',
          },
        },
        (_error, _stdout, stderr) => {
          resolve({ code: child.exitCode, stderr });
        },
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('a release build needs the clinic');
    for (const line of sampleReport()) expect(result.stderr).toContain(line);
    expect(result.stderr).not.toContain('VITE_SITE_URL: unset');
    // Nor a host: the privacy notice says what the host logs (vite-plugins/siteHost.ts).
    expect(result.stderr).toContain('VITE_HOST: unset');
  });
});

describe('the locale files hold words, the facts file holds facts', () => {
  const localeFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? localeFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const sources = localeFiles(join(root, 'src', 'locales')).map(
    (file) => [file.slice(root.length + 1), readFileSync(file, 'utf8')] as const,
  );
  const rows: Record<string, Record<string, readonly string[]>> = clinic.doctorNames;
  const names = Object.values(rows).flatMap((row) => Object.values(row).flat());

  it.each(sources)('%s has no phone number, time of day or doctor’s name', (_file, source) => {
    expect(source).not.toMatch(/\+91|\b\d{5} ?\d{5}\b/);
    expect(source).not.toMatch(/\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?h\b|\d\s?बजे/);
    for (const name of names) expect(source).not.toContain(name);
    expect(source).not.toContain(clinic.email);
  });
});

describe('every language renders the facts', () => {
  // The contact page starts loading the map at once in jsdom; its module, loaded here first,
  // would otherwise arrive during a later test, outside React's act scope.
  beforeAll(async () => {
    await import('../features/contact/ClinicMap');
  });

  it.each(languages)('%s: the contact page shows the hours, days and numbers', async (language) => {
    await renderApp(pathOf({ language, page: 'contact' }));
    const main = screen.getByRole('main');
    const text = main.textContent;
    // A sample number is not shown: it reaches nobody (PhoneLink).
    expect(text).not.toContain(clinic.phone.display);
    expect(text).toContain(clinic.email);
    const table = within(main).getByRole('table');
    for (const session of clinic.sessions) {
      expect(table.textContent).toContain(clockTime(session.opens, language));
      expect(table.textContent).toContain(clockTime(session.closes, language));
    }
    // One row a day, open days with the hours: as many as the facts say.
    const openRows = within(table)
      .getAllByRole('row')
      .filter((row) => row.textContent.includes(clockTime(clinic.sessions[0].opens, language)));
    expect(openRows).toHaveLength(clinic.openDays.length);
  });

  it.each(languages)(
    '%s: the home page and footer name the doctors and the credential',
    async (language) => {
      await renderApp(pathOf({ language, page: 'home' }));
      const credential = document.querySelector('.hero-credential');
      expect(credential?.textContent).toContain(
        doctorName('oral-maxillofacial-surgeon', language).full,
      );
      expect(credential?.textContent).toContain(
        clinic.registrationNumbers['oral-maxillofacial-surgeon'],
      );
      expect(credential?.textContent).toContain('MDS');
      const footer = screen.getByRole('contentinfo');
      // The names are samples: each is marked.
      for (const doctor of doctorSlugs)
        expect(
          within(footer).getByRole('link', {
            name: `${doctorName(doctor, language).full} ${sampleWord(language)}`,
          }),
        ).toBeVisible();
      expect(credential?.querySelectorAll('[data-sample]')).toHaveLength(2);
      expect(footer.textContent).not.toContain(clinic.phone.display);
    },
  );
});
