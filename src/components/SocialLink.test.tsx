import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../content/i18n';
import { SocialLink } from './SocialLink';

async function renderLink(element: React.ReactElement) {
  const i18n = await createI18n('en');
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('a link to the clinic’s profiles and chats', () => {
  it('opens a confirmed profile or chat in a new tab, and says so', async () => {
    await renderLink(<SocialLink link={{ id: 'whatsapp', href: 'https://wa.me/918320000000' }} />);
    const link = screen.getByRole('link', { name: 'WhatsApp chat (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://wa.me/918320000000');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('writes to a confirmed e-mail address in the visitor’s mail program, in no new tab', async () => {
    await renderLink(<SocialLink link={{ id: 'email', href: 'mailto:clinic@clinic.in' }} />);
    const link = screen.getByRole('link', { name: 'E-mail' });
    expect(link).toHaveAttribute('href', 'mailto:clinic@clinic.in');
    expect(link).not.toHaveAttribute('target');
  });

  it('makes no link of a sample address: it names it, marked as a sample', async () => {
    const { container } = await renderLink(
      <SocialLink
        link={{ id: 'facebook', href: 'https://example.com/facebook-page', sample: 'social' }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('Facebook sample');
    expect(container.querySelector('[data-sample="social"]')).toHaveTextContent('sample');
  });
});
