import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { renderApp } from '../../../test/renderApp';
import { createI18n } from '../../content/i18n';
import { clinic } from '../../content/clinic';
import { AskClinicLink } from './PageTools';

const implants = '/service/implants-and-oral-surgery/dental-implants';
const site = clinic.name;

/** The words of a wa.me link's prefilled message. */
const message = (link: HTMLElement) =>
  new URL(link.getAttribute('href') ?? '').searchParams.get('text');

describe('the page tools under every page', () => {
  it.each([
    [
      'en',
      implants,
      'Send this page',
      `Dental implants | Dental implants & oral surgery | ${site}`,
      'A page to read: ',
    ],
    [
      'hi',
      `/hi${implants}`,
      'यह पेज भेजें',
      `डेंटल इम्प्लांट | डेंटल इम्प्लांट और ओरल सर्जरी | ${site}`,
      'यह पेज पढ़िए: ',
    ],
  ])(
    'send the page (%s): its title and address to the share sheet, or in a WhatsApp message',
    async (_language, path, name, title, opening) => {
      await renderApp(path);
      const link = screen.getByRole('link', { name });
      const url = `https://clinic.example.com${path}`;
      expect(link).toHaveAttribute('data-share-title', title);
      expect(link).toHaveAttribute('data-share-url', url);
      expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(message(link)).toBe(`${opening}${title} ${url}`);
      expect(link).toHaveAttribute('target', '_blank');
    },
  );

  it('send the address the page is indexed under: /service sends its first category', async () => {
    await renderApp('/service');
    const link = screen.getByRole('link', { name: 'Send this page' });
    expect(link).toHaveAttribute(
      'data-share-url',
      'https://clinic.example.com/service/dental-treatment',
    );
  });

  it('send the page shown after a move in the app, not the one the app started on', async () => {
    const { user } = await renderApp(implants);
    const statements = screen.getByRole('navigation', { name: 'About this site' });
    await user.click(within(statements).getByRole('link', { name: 'Fees' }));
    await screen.findByRole('heading', { level: 1, name: /Fees/ });
    const link = screen.getByRole('link', { name: 'Send this page' });
    expect(link).toHaveAttribute('data-share-url', 'https://clinic.example.com/fees');
    expect(link.getAttribute('data-share-title')).toMatch(new RegExp(`^Fees.* \\| ${site}$`));
    expect(message(link)).toMatch(/ https:\/\/clinic\.example\.com\/fees$/);
  });

  it('have nothing to send on the page not found', async () => {
    await renderApp('/nowhere');
    expect(screen.queryByRole('link', { name: 'Send this page' })).toBeNull();
  });

  it('ask the clinic only about a treatment, a doctor or the fees; a sample number is no link', async () => {
    const { container } = await renderApp(implants);
    const tools = container.querySelector<HTMLElement>('.page-tools')!;
    expect(within(tools).queryByRole('link', { name: /Ask the clinic/ })).toBeNull();
    expect(tools).toHaveTextContent('Ask the clinic about this page sample');
    expect(tools.querySelector('[data-sample="whatsapp"]')).not.toBeNull();
  });

  it('ask nothing on the home page', async () => {
    const { container } = await renderApp('/');
    expect(container.querySelector('.page-tools')).not.toHaveTextContent('Ask the clinic');
  });
});

describe('asking the clinic about a page', () => {
  const chat = { id: 'whatsapp' as const, href: 'https://wa.me/918320000000' };
  const url = `https://clinic.example.com${implants}`;

  it.each([
    ['en', 'Ask the clinic about this page (opens in a new tab)', `About: Dental implants, ${url}`],
    ['ru', /^Спросить клинику об этой странице/, `Вопрос о странице: Dental implants, ${url}`],
  ] as const)(
    'with a confirmed number (%s): the chat, its message naming the page',
    async (language, name, text) => {
      const i18n = await createI18n(language);
      render(
        <I18nextProvider i18n={i18n}>
          <AskClinicLink chat={chat} name="Dental implants" url={url} />
        </I18nextProvider>,
      );
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/918320000000\?text=/);
      expect(message(link)).toBe(text);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('with a sample number: the words, marked, and no link', async () => {
    const i18n = await createI18n('en');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <AskClinicLink chat={{ ...chat, sample: 'whatsapp' }} name="Dental implants" url={url} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('Ask the clinic about this page sample');
  });
});
