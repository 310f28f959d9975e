/**
 * The credentials and "Your visit" where a patient looks for them: the doctor pages, the
 * consultants on home, contact, the footer, and the treatment pages the visit's advice concerns.
 */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

const toConfirm = '(sample, to be confirmed by the clinic)';

describe('credentials where a patient looks', () => {
  it.each([
    [
      '/meet/oral-maxillofacial-surgeon',
      'MDS (Oral and Maxillofacial Surgery) · Goa Dental Council registration no. 0000',
    ],
    ['/meet/associate-dentist', 'BDS · Goa Dental Council registration no. 0000'],
  ])('%s: the doctor’s degree, council and number, marked as a sample', async (path, line) => {
    await renderApp(path);
    expect(screen.getByText(line, { exact: false })).toHaveTextContent(`${line} ${toConfirm}`);
  });

  it('home: each visiting consultant with name, degree, council, number and days', async () => {
    await renderApp('/');
    const consultants = screen.getByRole('region', { name: 'Visiting consultants' });
    expect(within(consultants).getByText('Dr. C. Sample').parentElement).toHaveTextContent(
      `Dr. C. Sample, MD (Dermatology, Venereology and Leprosy) · Goa Medical Council registration no. 0000 ${toConfirm}Attends the clinic on Wednesday ${toConfirm}`,
    );
    expect(within(consultants).getByText('Dr. D. Sample').parentElement).toHaveTextContent(
      /MD \(Psychiatry\) · Goa Medical Council registration no\. 0000 .*Attends the clinic on Saturday/,
    );
  });

  it('contact: the clinic’s registration, its hospital and the way to Your visit', async () => {
    await renderApp('/contact');
    const visit = screen.getByRole('region', { name: 'Your visit' });
    expect(
      within(visit).getByRole('link', { name: /^Your visit: languages, sedation/ }),
    ).toHaveAttribute('href', '/visit');
    expect(within(visit).getByText(/^Registered under the Goa Clinical/)).toHaveTextContent(
      `no. GOA-CE-0000 ${toConfirm}`,
    );
    expect(within(visit).getByText(/^Operations under general anaesthetic/)).toBeVisible();
  });

  it('the footer of every page: the clinic’s registration, in the page’s language', async () => {
    await renderApp('/ru/service');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(/^Клиника зарегистрирована по Закону штата Гоа/),
    ).toHaveTextContent('номер GOA-CE-0000 (образец, клиника ещё подтвердит)');
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
