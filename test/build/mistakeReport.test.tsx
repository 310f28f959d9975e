/**
 * "Report a mistake on this page" on every built page: while the clinic's content e-mail is a
 * sample the page shows the words marked, with no link; the link the page makes once the address
 * is the clinic's, from the page's own title, address, language and text version as the built
 * page holds them, reads back to that page. Reads dist/, which `npm test` builds first.
 */
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { contentContact, ReportMistakeLink } from '../../src/app/layout/ReportMistakeLink';
import { clinic } from '../../src/content/clinic';
import { createI18n } from '../../src/content/i18n';
import { parseMistakeReport } from '../../src/content/mistakeReport';
import { languages, type Language } from '../../src/lib/languages';
import { allAddresses, pathOf } from '../../src/state/address';

const dist = join(process.cwd(), 'dist');
const pages = languages.flatMap((language) =>
  allAddresses(language).map((address) => ({ language, path: pathOf(address) })),
);

async function builtPage(language: Language, path: string) {
  const html = readFileSync(join(dist, ...path.split('/').filter(Boolean), 'index.html'), 'utf8');
  const document = new DOMParser().parseFromString(html, 'text/html');
  const i18n = await createI18n(language);
  return { document, i18n };
}

describe('every page offers a report of a mistake', () => {
  it.each(pages)('$path', async ({ language, path }) => {
    const { document, i18n } = await builtPage(language, path);
    const tools = document.querySelector('.page-tools');
    const words = i18n.t('mistakeReport.link');
    expect(tools?.textContent).toContain(words);
    if (contentContact.sample) {
      expect(tools?.querySelector('[data-sample="contentEmail"]')).not.toBeNull();
      expect(document.querySelector(`a[href^="mailto:${clinic.contentEmail}"]`)).toBeNull();
    }
    const page = {
      url: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      language: document.documentElement.lang,
      fingerprint: document.querySelector<HTMLElement>('.printed-page')?.dataset.fingerprint,
    };
    const { getByRole } = render(
      <I18nextProvider i18n={i18n}>
        <ReportMistakeLink
          contact={{ email: 'content@clinic.test', sample: false }}
          title={document.title}
          page={page}
        />
      </I18nextProvider>,
    );
    const href = getByRole('link', { name: words }).getAttribute('href') ?? '';
    expect(parseMistakeReport(href)).toEqual(page);
    expect(page.fingerprint).toMatch(/^sha256-[0-9a-f]{16}$/);
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toContain(document.title);
  });
});
