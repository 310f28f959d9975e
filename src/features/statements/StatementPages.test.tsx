import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { clinic } from '../../content/clinic';
import { clinicInWords } from '../../content/facts';
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
      'When you contact the clinic',
      'Your rights',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(
      screen.getByText(/^Nothing about you\. .*sets no cookies and runs no analytics/),
    ).toBeVisible();
    expect(
      screen.getByText(/^The server that sends the pages .* keeps no log of visits/),
    ).toBeVisible();
    expect(screen.getByText(/may keep its own logs, under its own privacy policy/)).toBeVisible();
    expect(
      screen.getByText(/tile\.openstreetmap\.org.*that the request comes from this site/),
    ).toBeVisible();
    expect(screen.getByText(/^WhatsApp \(wa\.me\)/)).toBeVisible();
    expect(screen.getByText(/^Google Maps \(www\.google\.com\)/)).toBeVisible();
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
    expect(screen.getByText(/Data Protection Board of India\.$/)).toBeVisible();
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
        `The data fiduciary, responsible for the personal data the clinic handles, is ${clinicInWords.dataFiduciary.legalName}, face multispecialty clinic, ${clinicInWords.dataFiduciary.streetAddress}, Alto-Porvorim, Goa 403521, India.`,
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
      `write to ${clinic.email} sample or call ${clinic.phone.display} sample.`,
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
    expect(screen.getByText('This notice was last updated on 26 November 2026.')).toHaveTextContent(
      '26 November 2026 sample.',
    );
  });

  it.each([
    ['/hi/privacy', 'गोपनीयता सूचना', /26 नवंबर 2026/],
    ['/ru/privacy', 'Уведомление о конфиденциальности', /26 ноября 2026/],
    ['/fr/privacy', 'Politique de confidentialité', /26 novembre 2026/],
    ['/zh/privacy', '隐私声明', /2026年11月26日/],
  ])('%s is in its language, its date written its way', async (path, title, date) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(date)).toBeVisible();
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
    expect(screen.getByText(/prepared on 26 November 2026/)).toBeVisible();
    expect(screen.getByText(/GIGW 3\.0/)).toBeVisible();
    const report = screen.getByText(/^If you find a part of this site you cannot use/);
    expect(report).toHaveTextContent(clinic.accessibilityContact.name);
    expect(report).toHaveTextContent(
      `write to ${clinic.email} sample or call ${clinic.phone.display} sample.`,
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
    ['/hi/accessibility', 'सुगम्यता विवरण', /26 नवंबर 2026/],
    ['/ru/accessibility', 'Заявление о доступности', /26 ноября 2026/],
    ['/fr/accessibility', 'Déclaration d’accessibilité', /26 novembre 2026/],
    ['/zh/accessibility', '无障碍声明', /2026年11月26日/],
  ])('%s is in its language, its date written its way', async (path, title, date) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(date)).toBeVisible();
  });
});
