import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { clinic, mailtoUrl } from '../../content/clinic';

describe('the privacy notice', () => {
  it('says the site collects nothing and names every other party, with its host', async () => {
    await renderApp('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What the site collects' })).toBeVisible();
    expect(screen.getByText(/^Nothing\. .*sets no cookies and runs no analytics/)).toBeVisible();
    expect(screen.getByText(/tile\.openstreetmap\.org/)).toBeVisible();
    expect(screen.getByText(/^WhatsApp \(wa\.me\)/)).toBeVisible();
    expect(screen.getByText(/^Google Maps \(www\.google\.com\)/)).toBeVisible();
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
    expect(screen.getByText(/notified in November 2025/)).toBeVisible();
  });

  it('gives the clinic’s e-mail as a link, and no link to a sample telephone number', async () => {
    await renderApp('/privacy');
    const questions = screen.getByText(/^Write to/);
    expect(within(questions).getByRole('link', { name: clinic.email })).toHaveAttribute(
      'href',
      mailtoUrl,
    );
    expect(within(questions).queryByRole('link', { name: clinic.phone.display })).toBeNull();
    expect(questions).toHaveTextContent('or call telephone number to be confirmed.');
  });

  it.each([
    ['/hi/privacy', 'गोपनीयता सूचना'],
    ['/ru/privacy', 'Уведомление о конфиденциальности'],
    ['/fr/privacy', 'Politique de confidentialité'],
    ['/zh/privacy', '隐私声明'],
  ])('%s is in its language', async (path, title) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

describe('the accessibility statement', () => {
  it('states the standard, the tests, the known limits, the date and how to report', async () => {
    await renderApp('/accessibility');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    for (const heading of [
      'The standard',
      'How it is tested',
      'Known limits',
      'Reporting a barrier',
      'Standards in India',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(screen.getByText(/WCAG\) 2\.2, level AA/)).toBeVisible();
    expect(screen.getByText(/axe-core/)).toBeVisible();
    expect(screen.getByText(/on 25 November 2026\.$/)).toBeVisible();
    expect(screen.getByText(/GIGW 3\.0/)).toBeVisible();
    const report = screen.getByText(/^If you find a part of this site you cannot use/);
    expect(within(report).getByRole('link', { name: clinic.email })).toHaveAttribute(
      'href',
      mailtoUrl,
    );
  });

  it.each([
    ['/hi/accessibility', 'सुगम्यता विवरण', /25 नवंबर 2026/],
    ['/ru/accessibility', 'Заявление о доступности', /25 ноября 2026/],
    ['/fr/accessibility', 'Déclaration d’accessibilité', /25 novembre 2026/],
    ['/zh/accessibility', '无障碍声明', /2026年11月25日/],
  ])('%s is in its language, its date written its way', async (path, title, date) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(date)).toBeVisible();
  });
});
