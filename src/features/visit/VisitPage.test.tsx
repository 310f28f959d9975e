import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

describe('Your visit', () => {
  it('lists its parts at the top, each a link to its part of the page', async () => {
    await renderApp('/visit');
    expect(screen.getByRole('heading', { level: 1, name: 'Your visit' })).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    // prettier-ignore
    const parts = [
      ['Languages spoken at the clinic', '#visit-languages'],
      ['Sedation and anaesthesia', '#visit-sedation'],
      ['Consent, time to decide and photographs', '#visit-consent'],
      ['Children', '#visit-children'],
      ['If you leave Goa before your follow-up', '#visit-travel'],
      ['Getting here and getting in', '#visit-gettingThere'],
      ['Who treats you', '#visit-clinicians'],
      ['Raising a concern', '#visit-concerns'],
      ['Copies of your records', '#visit-records'],
      ['Public holidays', '#visit-holidays'],
    ];
    for (const [name, href] of parts) {
      expect(within(contents).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(screen.getByRole('region', { name })).toHaveAttribute('id', href?.slice(1));
    }
  });

  it('names the languages spoken and the hospital, each marked as a sample', async () => {
    await renderApp('/visit');
    const languages = screen.getByRole('region', { name: 'Languages spoken at the clinic' });
    expect(
      within(languages).getByText(
        /Staff at the clinic speak English, Hindi, Konkani and Marathi\./,
      ),
    ).toHaveTextContent('Staff at the clinic speak English, Hindi, Konkani and Marathi sample.');
    const sedation = screen.getByRole('region', { name: 'Sedation and anaesthesia' });
    expect(
      within(sedation).getByText(/^Operations under general anaesthetic take place at/),
    ).toHaveTextContent('Sample Hospital, Panaji sample');
    // A promise the clinic has yet to make its own: marked as a sample.
    expect(
      within(sedation).getByText(/^Your breathing, heart rate and oxygen level/),
    ).toHaveTextContent('until you recover. sample');
    expect(within(sedation).getByText(/Your surgeon will tell you exactly when\./)).toBeVisible();
    expect(within(sedation).getByText(/^For 24 hours, do not drive/)).toBeVisible();
  });

  it('gives every clinician’s degree, council and number, and the clinic’s registration', async () => {
    await renderApp('/visit');
    const clinicians = screen.getByRole('region', { name: 'Who treats you' });
    const items = within(clinicians).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dr. A. Sample sample, MDS (Oral and Maxillofacial Surgery) · Goa Dental Council registration no. 0000 sample',
      'Dr. B. Sample sample, BDS · Goa Dental Council registration no. 0000 sample',
      'Dr. C. Sample sample, MD (Dermatology, Venereology and Leprosy) sample · Goa Medical Council sample registration no. 0000 sampleAttends the clinic on Wednesday sample',
      'Dr. D. Sample sample, MD (Psychiatry) sample · Goa Medical Council sample registration no. 0000 sampleAttends the clinic on Saturday sample',
    ]);
    expect(
      within(clinicians).getByText(/^Registered under the Goa Clinical Establishments/),
    ).toHaveTextContent('Act, 2019, no. GOA-CE-0000 sample');
  });

  it('lists the public holidays still to come, dated in the page’s language', async () => {
    // 4 December 2026 in Goa: the feast of St Francis Xavier, the day before, is past.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T06:00:00Z'));
    try {
      await renderApp('/fr/visit');
      const holidays = screen.getByRole('region', { name: 'Jours fériés' });
      expect(within(holidays).getByText('25 décembre 2026')).toHaveAttribute(
        'datetime',
        '2026-12-25',
      );
      const items = within(holidays).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('19 décembre 2026 exemple – Jour de la libération de Goa');
      expect(within(holidays).queryByText('3 décembre 2026')).toBeNull();
      expect(items.at(-1)).toHaveTextContent('25 décembre 2027');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['/hi/visit', 'आपकी विज़िट'],
    ['/ru/visit', 'Ваш визит'],
    ['/fr/visit', 'Votre visite'],
    ['/zh/visit', '就诊须知'],
  ])('%s is in its own language', async (path, title) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it('is one tap from the footer of every page', async () => {
    await renderApp('/meet');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Your visit' })).toHaveAttribute(
      'href',
      '/visit',
    );
  });
});
