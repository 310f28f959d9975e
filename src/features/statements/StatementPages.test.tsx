import { screen, within } from '@testing-library/react';
import { requestLogs } from '../../../deploy/host-rules.mjs';
import { renderApp } from '../../../test/renderApp';
import { clinic } from '../../content/clinic';
import { clinicInWords } from '../../content/facts';
import { visitFactValues } from '../../content/visitFacts';
import { siteHost } from './PrivacyPage';
import { runtimeCaches } from '../../serviceWorker/caches';

describe('the privacy notice', () => {
  it('says what the site collects and keeps, and names every other party, with its host', async () => {
    await renderApp('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    for (const heading of [
      'Who is responsible',
      'What the site collects',
      'What is kept on your device',
      'Other services your browser can contact',
      'What the clinic holds about you, and why',
      'Who else receives it',
      'Children',
      'If data is lost or misused',
      'When you contact the clinic',
      'Your rights',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(
      screen.getByText(/^Nothing about you\. .*sets no cookies and runs no analytics/),
    ).toBeVisible();
    expect(
      screen.getByText(/tile\.openstreetmap\.org.*that the request comes from this site/),
    ).toBeVisible();
    expect(screen.getByText(/^WhatsApp \(wa\.me\)/)).toBeVisible();
    expect(screen.getByText(/^Google Maps \(www\.google\.com\)/)).toBeVisible();
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
    expect(
      screen.getByText(/come fully into force in May 2027; the clinic follows them already\./),
    ).toBeVisible();
    expect(screen.getByText(/and with whom it was shared;$/)).toBeVisible();
    expect(screen.getByText(/complain to the Data Protection Board of India\.$/)).toBeVisible();
  });

  it('says what the host the build is for logs, with the days from the host rules', async () => {
    await renderApp('/privacy');
    // The tests' build is for nginx, as every build without VITE_HOST.
    expect(siteHost).toBe('nginx');
    const log = screen.getByText(/^The pages are sent by a server the clinic runs\./);
    expect(log).toHaveTextContent(
      /It keeps no log of visits: .* These lines are deleted after (\d+) days\.$/,
    );
    expect(log).toHaveTextContent(`after ${String(requestLogs.nginx.errors.keptDays)} days.`);
    expect(screen.queryByText(/Cloudflare|Netlify/)).toBeNull();
  });

  it('names the data the clinic holds, its purposes, who receives it, children and breaches', async () => {
    await renderApp('/privacy');
    const held = screen.getByRole('heading', { name: 'What the clinic holds about you, and why' });
    const after = (heading: HTMLElement) =>
      heading.nextElementSibling?.nextElementSibling?.textContent ?? '';
    expect(after(held)).toMatch(
      /health history.*X-rays.*clinical photographs.*proof of identity.*payments.*messages/,
    );
    expect(
      screen.getByText('for billing: your bills and the record of your payments;'),
    ).toBeVisible();
    expect(screen.getByText(/^to keep the records Indian law requires/)).toBeVisible();
    expect(
      screen.getByText(
        new RegExp(
          `^a histopathology laboratory \\(${clinicInWords.histopathologyLaboratory.en}\\)`,
        ),
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        new RegExp(`\\(${visitFactValues.surgeryHospital.en}\\), and the anaesthetist`),
      ),
    ).toBeVisible();
    expect(screen.getByText(/^your insurer .* only when you ask the clinic/)).toBeVisible();
    expect(
      screen.getByText(/^WhatsApp \(Meta\), which carries your WhatsApp messages/),
    ).toBeVisible();
    expect(
      screen.getByText(/^For a child under 18, a parent or legal guardian gives consent/),
    ).toBeVisible();
    expect(screen.getByText(/reports it to the Data Protection Board of India\.$/)).toBeVisible();
  });

  it('gives the service worker’s own limits, not numbers copied by hand', async () => {
    await renderApp('/privacy');
    expect(
      screen.getByText(
        `up to ${String(runtimeCaches.pages.maxEntries)} of the pages you open, the most recent;`,
      ),
    ).toBeVisible();
    const tiles = runtimeCaches['map-tiles'];
    expect(
      screen.getByText(
        new RegExp(
          `map you saw .*: up to ${String(tiles.maxEntries)}, for up to ${String(tiles.maxAgeDays)} days`,
        ),
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/urgent-help, contact and offline pages in all five languages/),
    ).toBeVisible();
    expect(screen.getByText(/session storage/)).toBeVisible();
    expect(screen.getByText(/show anyone who uses this device which pages/)).toBeVisible();
  });

  it('names the data fiduciary and the contact from the clinic’s facts, with the reply time', async () => {
    await renderApp('/privacy');
    expect(
      screen.getByText(
        `The clinic is responsible for your personal data: in the law's words, it is the data fiduciary. Its legal name and address: ${clinicInWords.dataFiduciary.legalName}, face multispecialty clinic, ${clinicInWords.dataFiduciary.streetAddress}, Alto-Porvorim, Goa 403521, India.`,
      ),
    ).toBeVisible();
    const contact = screen.getByText(/^Questions and requests about your personal data go to/);
    expect(contact).toHaveTextContent(
      `${clinic.privacyContact.name} sample, ${clinic.privacyContact.role.en} sample`,
    );
    // The address and the number are samples: they read in the sentence, marked, and no link
    // writes or calls.
    expect(within(contact).queryByRole('link')).toBeNull();
    expect(contact).toHaveTextContent(
      `Write to ${clinic.email} sample, or call the clinic: ${clinic.phone.display} sample.`,
    );
    expect(
      screen.getByText(
        new RegExp(
          `reply within ${String(clinicInWords.privacyReplyDays)} days, and always within 90`,
        ),
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        `deletes the rest after ${String(clinicInWords.whatsappRetentionMonths)} months.`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    expect(screen.getByText('This notice was last updated on 28 November 2026.')).toHaveTextContent(
      '28 November 2026 sample.',
    );
  });

  it.each([
    ['/hi/privacy', 'गोपनीयता सूचना', /28 नवंबर 2026/],
    ['/ru/privacy', 'Уведомление о конфиденциальности', /28 ноября 2026/],
    ['/fr/privacy', 'Politique de confidentialité', /28 novembre 2026/],
    ['/zh/privacy', '隐私声明', /2026年11月28日/],
  ])('%s is in its language, its date written its way', async (path, title, date) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // In the page's text (paper adds the day the page last changed, under the page).
    expect(within(screen.getByRole('main')).getByText(date)).toBeVisible();
  });
});

describe('the accessibility statement', () => {
  it('has the GOV.UK model’s sections and claims no more than was tested', async () => {
    await renderApp('/accessibility');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    for (const heading of [
      'Compliance status',
      'How it is tested',
      'Known limits',
      'Content with an alternative',
      'Feedback and contact',
      'If you are not happy with the reply',
      'Visiting the clinic in person',
      'How this statement was prepared',
      'What is being improved',
      'Standards in India',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(screen.getByText(/has not yet been tested with one\.$/)).toBeVisible();
    expect(screen.queryByText(/whole site with a keyboard or a screen reader/)).toBeNull();
    expect(
      screen.getByText(/find no failures of that standard.*does not claim full conformance/),
    ).toBeVisible();
    expect(screen.getByText(/axe-core/)).toBeVisible();
    expect(screen.getByText(/at widths from 320 to 1280 pixels/)).toBeVisible();
    expect(screen.getByText(/^Most are explained|Most are explained in plain words/)).toBeVisible();
    expect(screen.getByText(/prepared on 29 November 2026/)).toBeVisible();
    // The Act names no standard: the Indian standard and GIGW build on WCAG.
    expect(
      screen.getByText(
        /^India's Rights of Persons with Disabilities Act, 2016, requires accessible information technology\. The Indian standard IS 17802 and the Guidelines for Indian Government Websites and Apps \(GIGW 3\.0\) build on WCAG\./,
      ),
    ).toBeVisible();
    expect(screen.getByText(/^every kind of page without JavaScript/)).toBeVisible();
    const report = screen.getByText(/^If you find a part of this site you cannot use/);
    expect(report).toHaveTextContent(clinic.accessibilityContact.name);
    expect(report).toHaveTextContent(
      `Write to ${clinic.email} sample, or call the clinic: ${clinic.phone.display} sample.`,
    );
    expect(within(report).queryByRole('link')).toBeNull();
    expect(
      screen.getByText(
        `The clinic will reply within ${String(clinicInWords.accessibilityReplyWorkingDays)} working days.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(`Step-free entrance: ${clinicInWords.premises.en.entrance}`),
    ).toBeVisible();
    expect(screen.getByText(new RegExp(clinicInWords.accessibilityAuditPlanned.en))).toBeVisible();
  });

  it.each([
    ['/hi/accessibility', 'सुगम्यता विवरण', /29 नवंबर 2026/],
    ['/ru/accessibility', 'Заявление о доступности', /29 ноября 2026/],
    ['/fr/accessibility', 'Déclaration d’accessibilité', /29 novembre 2026/],
    ['/zh/accessibility', '无障碍声明', /2026年11月29日/],
  ])('%s is in its language, its date written its way', async (path, title, date) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // In the page's text (paper adds the day the page last changed, under the page).
    expect(within(screen.getByRole('main')).getByText(date)).toBeVisible();
  });
});
