/**
 * The credentials and "Your visit" where a patient looks for them: the doctor pages, the
 * consultants on home, contact, the footer, and the treatment pages the visit's advice concerns.
 */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

describe('credentials where a patient looks', () => {
  it.each([
    [
      '/meet/oral-maxillofacial-surgeon',
      'MDS (Oral and Maxillofacial Surgery) · Goa Dental Council registration no. 0000',
    ],
    ['/meet/associate-dentist', 'BDS · Goa Dental Council registration no. 0000'],
  ])('%s: the doctor’s degree, council and number, marked as a sample', async (path, line) => {
    await renderApp(path);
    const credential = screen.getByText(line, { exact: false });
    expect(credential).toHaveTextContent(`${line} sample`);
    expect(credential.querySelector('[data-sample="registrationNumbers"]')).toHaveTextContent(
      'sample',
    );
  });

  it('home: each visiting consultant with name, degree, council, number and days', async () => {
    await renderApp('/');
    const consultants = screen.getByRole('region', { name: 'Visiting consultants' });
    // Each value a sample with its own marker: the name, the degree, the council, the number
    // and the days.
    expect(within(consultants).getByText('Dr. C. Sample').closest('.credential')).toHaveTextContent(
      'Dr. C. Sample sample, MD (Dermatology, Venereology and Leprosy) sample · Goa Medical Council sample registration no. 0000 sampleAttends the clinic on Wednesday sample',
    );
    expect(within(consultants).getByText('Dr. D. Sample').closest('.credential')).toHaveTextContent(
      /MD \(Psychiatry\) sample · Goa Medical Council sample registration no\. 0000 sample.*Attends the clinic on Saturday sample/,
    );
  });

  it('contact: the clinic’s registration, its hospital and the way to Your visit', async () => {
    await renderApp('/contact');
    const visit = screen.getByRole('region', { name: 'Your visit' });
    expect(
      within(visit).getByRole('link', { name: /^Your visit: languages, sedation/ }),
    ).toHaveAttribute('href', '/visit');
    expect(within(visit).getByText(/^Registered under the Goa Clinical/)).toHaveTextContent(
      'Act, 2019, no. GOA-CE-0000 sample',
    );
    expect(within(visit).getByText(/^Operations under general anaesthetic/)).toBeVisible();
  });

  it('the footer of every page: the clinic’s registration, in the page’s language', async () => {
    await renderApp('/ru/service');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(/^Клиника зарегистрирована по Закону штата Гоа/),
    ).toHaveTextContent('2019 года, номер GOA-CE-0000 образец');
    // What the marker means, once, under the page.
    expect(within(footer).getByText(/^Сведения с пометкой «образец»/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Ваш визит' })).toHaveAttribute(
      'href',
      '/ru/visit',
    );
  });
});

describe('treatment pages link to the part of Your visit they concern', () => {
  // prettier-ignore
  it.each([
    ['/service/implants-and-oral-surgery/wisdom-teeth', ['Sedation and anaesthesia: what to expect', 'Flying home after treatment']],
    ['/service/implants-and-oral-surgery/sinus-lift', ['Flying home after treatment']],
    ['/service/implants-and-oral-surgery/tooth-extraction', ['Flying home after treatment']],
    ['/service/cosmetics/rhinoplasty', ['Sedation and anaesthesia: what to expect', 'Flying home after treatment']],
    ['/service/cosmetics/blepharoplasty', ['Sedation and anaesthesia: what to expect']],
    ['/service/cosmetics/botox', []],
  ])('%s', async (path, links) => {
    await renderApp(path);
    for (const name of ['Sedation and anaesthesia: what to expect', 'Flying home after treatment']) {
      const link = screen.queryByRole('link', { name });
      if (links.includes(name))
        expect(link).toHaveAttribute(
          'href',
          name.startsWith('Sedation') ? '/visit#visit-sedation' : '/visit#visit-travel',
        );
      else expect(link).toBeNull();
    }
  });
});
