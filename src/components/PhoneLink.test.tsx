import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { clinicFacts } from '../content/clinicFacts';
import { clinicPhone, injectionPhone } from '../content/clinic';
import { createI18n } from '../content/i18n';
import { Sample } from '../content/sample';
import { PhoneLink } from './PhoneLink';

async function renderLink(element: React.ReactElement, language: 'en' | 'hi' = 'en') {
  const i18n = await createI18n(language);
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('a telephone number on the site', () => {
  it('calls a confirmed number', async () => {
    await renderLink(
      <PhoneLink number={{ display: '+91 832 000 0000', href: 'tel:+918320000000' }}>
        Call +91 832 000 0000
      </PhoneLink>,
    );
    expect(screen.getByRole('link', { name: 'Call +91 832 000 0000' })).toHaveAttribute(
      'href',
      'tel:+918320000000',
    );
  });

  it.each([
    ['the clinic’s', clinicFacts.phone, clinicPhone],
    ['the injecting doctor’s', clinicFacts.injectionLine, injectionPhone],
  ])('makes no link of %s number while it is a sample', (_, fact, number) => {
    expect(fact instanceof Sample).toBe(number.href === undefined);
  });

  it('says a sample number is yet to be confirmed, with the emergency numbers, in the page’s language', async () => {
    await renderLink(
      <PhoneLink number={{ display: '+91 00000 00000', href: undefined }}>Call</PhoneLink>,
      'hi',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByText('टेलीफ़ोन नंबर की पुष्टि अभी बाकी है। आपात स्थिति में 108 या 112 पर फ़ोन करें।'),
    ).toBeInTheDocument();
  });

  it('shows what the caller gives in its place, or nothing', async () => {
    const { container } = await renderLink(
      <PhoneLink number={{ display: '+91 00000 00000', href: undefined }} unconfirmed={null}>
        Call now
      </PhoneLink>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
