import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { clinic } from '../../content/clinic';
import { situations } from '../../content/urgentCare';

describe('urgent help: "If it cannot wait"', () => {
  it('shows every care card, each with its level, the most urgent first', async () => {
    await renderApp('/urgent');
    expect(screen.getByRole('heading', { level: 1, name: 'If it cannot wait' })).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(situations.length);
    expect(within(cards[0]!).getByText('Call 108 or 112 now')).toBeInTheDocument();
    expect(cards.at(-1)).toHaveTextContent('Call the clinic');
    for (const name of [
      'A severe allergic reaction',
      'Swelling of the face or neck, with difficulty breathing or swallowing',
      'Severe pain, pale or blue skin, or a change in vision after a filler',
      'An injury to the face or jaw',
      'Swelling of the face with a fever',
      'An adult tooth knocked out, in a child or an adult',
      'Bleeding that does not stop after a tooth is taken out or other surgery in the mouth',
      'A milk tooth knocked out',
      'Hard to wake, or breathing problems, after sedation or a general anaesthetic',
      'Difficulty swallowing, speaking or breathing after botulinum toxin (Botox)',
      'If you are thinking about suicide or harming yourself',
      'Eye pain, a bulging eye or loss of vision after surgery near the eye',
      'A peel or other product in the eye, or a burn on the skin',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('gives every number as a tel: link, and the hospital and hours from the facts', async () => {
    await renderApp('/urgent');
    const allergy = screen.getByRole('article', { name: 'A severe allergic reaction' });
    expect(within(allergy).getByRole('link', { name: 'Call 108' })).toHaveAttribute(
      'href',
      'tel:108',
    );
    expect(within(allergy).getByRole('link', { name: 'Call 112' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    const injury = screen.getByRole('article', { name: 'An injury to the face or jaw' });
    expect(injury).toHaveTextContent('Goa Medical College (GMC), Bambolim sample');
    const toothache = screen.getByRole('article', { name: /^Toothache/ });
    // A sample number reaches nobody: the card says it is to be confirmed, and gives 108 and 112.
    expect(
      within(toothache).queryByRole('link', { name: `Call the clinic: ${clinic.phone.display}` }),
    ).toBeNull();
    expect(toothache).toHaveTextContent(
      'Telephone number to be confirmed. In an emergency, call 108 or 112.',
    );
    expect(toothache).toHaveTextContent(/Monday to Saturday sample: 9:00\sam – 1:00\spm/);
  });

  it('each card opens with its heading, then its level, so a reader jumping by heading hears both', async () => {
    await renderApp('/urgent');
    for (const card of screen.getAllByRole('article')) {
      const [heading, level] = Array.from(card.children);
      expect(heading?.tagName).toBe('H2');
      expect(card).toHaveAccessibleName(heading?.textContent ?? '');
      expect(level).toHaveClass('care-card-level');
    }
  });

  it('the suicide card is its own level: talk to someone now, Tele-MANAS before 112', async () => {
    await renderApp('/urgent');
    const card = screen.getByRole('article', { name: /thinking about suicide/ });
    expect(within(card).getByText('Talk to someone now')).toHaveClass('care-card-level');
    expect(card).not.toHaveTextContent('Call 108 or 112 now');
    expect(within(card).queryByRole('link', { name: 'Call 108' })).toBeNull();
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent.trim()),
    ).toEqual(['Call Tele-MANAS: 14416', 'Call Tele-MANAS: 1800 891 4416', 'Call 112']);
  });

  it('the suicide card gives Tele-MANAS and 112, and says the psychiatrist is no emergency service', async () => {
    await renderApp('/urgent');
    const card = screen.getByRole('article', { name: /thinking about suicide/ });
    expect(within(card).getByRole('link', { name: 'Call Tele-MANAS: 14416' })).toHaveAttribute(
      'href',
      'tel:14416',
    );
    expect(
      within(card).getByRole('link', { name: 'Call Tele-MANAS: 1800 891 4416' }),
    ).toHaveAttribute('href', 'tel:18008914416');
    expect(card).toHaveTextContent('call 112');
    expect(card).toHaveTextContent('cannot answer in an emergency');
    expect(card).not.toHaveTextContent(/committed/i);
  });

  it('the cards after an operation or sedation offer the surgeon’s line, once it is confirmed', async () => {
    await renderApp('/urgent');
    for (const name of [/after sedation/, /surgery near the eye/, /other surgery in the mouth/]) {
      const card = screen.getByRole('article', { name });
      // A sample number reaches nobody: no link, and 108 and 112 in its place.
      expect(
        within(card).queryByRole('link', { name: /Call the surgeon, day or night/ }),
      ).toBeNull();
      expect(card).toHaveTextContent(
        'Telephone number to be confirmed. In an emergency, call 108 or 112.',
      );
    }
  });

  it('the filler card calls it an emergency and gives the injecting doctor’s line', async () => {
    await renderApp('/urgent');
    const card = screen.getByRole('article', { name: /after a filler/ });
    expect(card).toHaveTextContent('This is an emergency');
    expect(card).toHaveTextContent('Go to an emergency department now');
    expect(card).toHaveTextContent('call 108 or 112 now, then the doctor. Do not drive yourself.');
    // The doctor's line is a sample until the clinic confirms it: no link to a number that
    // reaches nobody, and 108 and 112 in its place.
    expect(
      within(card).queryByRole('link', { name: /Call the injecting doctor, day or night/ }),
    ).toBeNull();
    expect(card).not.toHaveTextContent(clinic.injectionLine.display);
    expect(card).toHaveTextContent(
      'Telephone number to be confirmed. In an emergency, call 108 or 112.',
    );
  });

  it('says whether the clinic is open now', async () => {
    await renderApp('/urgent');
    expect(await screen.findByText(/^(Open now, closes at|Closed, opens)/)).toBeInTheDocument();
  });

  it.each([
    ['/hi/urgent', 'अगर इंतज़ार नहीं हो सकता', '108 पर फ़ोन करें'],
    ['/ru/urgent', 'Если ждать нельзя', 'Позвонить: 108'],
    ['/fr/urgent', 'Quand cela ne peut pas attendre', 'Appeler le 108'],
    ['/zh/urgent', '不能等待的情况', '拨打 108'],
  ])('%s is in its language', async (path, title, call) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: call })[0]).toHaveAttribute('href', 'tel:108');
  });

  // prettier-ignore
  it.each([
    ['/urgent', /9:00\sam – 1:00\spm/],
    ['/hi/urgent', /सुबह\s9\sबजे से दोपहर\s1\sबजे तक/],
    ['/ru/urgent', /9:00–13:00, 16:00–20:00/],
    ['/fr/urgent', /9\sh – 13\sh/],
    ['/zh/urgent', /9:00–13:00、16:00–20:00/],
  ])('%s gives the clinic’s hours as its language writes a time', async (path, hours) => {
    await renderApp(path);
    expect(screen.getAllByRole('article').at(-1)).toHaveTextContent(hours);
  });

  it('is on the contact page too, under its own heading, just after the page is drawn', async () => {
    await renderApp('/contact');
    const section = screen.getByRole('region', { name: 'If it cannot wait' });
    // Below the fold, the cards are drawn right after the page's first frame (KeptMarkup).
    expect(await within(section).findAllByRole('article')).toHaveLength(situations.length);
  });

  it('highlights no navbar item', async () => {
    await renderApp('/urgent');
    const navbar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navbar).queryByRole('link', { current: 'page' })).toBeNull();
  });
});
