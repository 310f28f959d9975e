import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { catalogue, treatmentsOf } from '../../content/catalogue';
import { loadText } from '../../content/texts';
import { situationAnchor } from '../../content/careLinks';
import { situations } from '../../content/urgentCare';
import { collatorOf } from '../../lib/alphabeticalIndex';
import { languagePrefix, languages, languageTag, type Language } from '../../lib/languages';

/** The A-Z of `language` as a visitor reads it: each letter's heading and its lines. */
async function readIndex(language: Language) {
  await renderApp(`${languagePrefix[language]}/a-z`);
  const words = await loadText(language, 'a-z');
  const letters = within(screen.getByRole('navigation', { name: words.letters }))
    .getAllByRole('link')
    .map((link) => link.textContent);
  const groups = screen.getAllByRole('region').map((region) => ({
    letter: within(region).getByRole('heading', { level: 2 }).textContent,
    links: within(region).getAllByRole('link'),
  }));
  return { words, letters, groups };
}

describe('the A-Z', () => {
  it.each(languages)(
    'in %s, lists every line under its letter, as Intl.Collator sorts the language',
    async (language) => {
      const { words, letters, groups } = await readIndex(language);
      expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      expect(letters).toEqual(groups.map(({ letter }) => letter));
      const collator = new Intl.Collator(languageTag[language]);
      expect(letters).toEqual(letters.toSorted((a, b) => collator.compare(a, b)));
      for (const { letter, links } of groups) {
        const lines = links.map((link) => link.textContent);
        expect(lines, `under ${letter}`).toEqual(lines.toSorted(collatorOf(language).compare));
        // Each letter's link leads to its part of the page.
        expect(screen.getByRole('link', { name: letter }).getAttribute('href')).toBe(
          `#letter-${letter}`,
        );
      }
      // Outside Chinese (where Latin letters stand beside the pinyin initials), the whole index
      // is the language's order too.
      if (language !== 'ch') {
        const all = groups.flatMap(({ links }) => links.map((link) => link.textContent));
        expect(all).toEqual(all.toSorted(collatorOf(language).compare));
      }
    },
  );

  it('leads to every treatment, every category and every urgent situation, in the language shown', async () => {
    const { groups } = await readIndex('hi');
    const hrefs = new Set(
      groups.flatMap(({ links }) => links.map((link) => link.getAttribute('href'))),
    );
    for (const { slug } of catalogue) {
      expect(hrefs).toContain(`/hi/service/${slug}`);
      for (const treatment of treatmentsOf(slug))
        expect(hrefs).toContain(`/hi/service/${slug}/${treatment}`);
    }
    for (const { id } of situations) expect(hrefs).toContain(`/hi/urgent#${situationAnchor(id)}`);
  });

  it('names each line’s kind, and each patient’s word the page it leads to', async () => {
    await renderApp('/a-z');
    const main = within(screen.getByRole('main'));
    const line = (name: string) => main.getByRole('link', { name }).closest('li');
    expect(line('Dental implants')).toHaveTextContent(/^Dental implants treatment$/);
    expect(line('Cosmetics')).toHaveTextContent(/^Cosmetics service$/);
    // A title's article is left off the front, as a printed index does.
    expect(line('Severe allergic reaction')).toHaveTextContent(
      /^Severe allergic reaction if it cannot wait$/,
    );
    expect(main.getByRole('link', { name: 'Severe allergic reaction' })).toHaveAttribute(
      'href',
      '/urgent#urgent-allergic-reaction',
    );
  });

  it('a line to an urgent card opens urgent help with the focus on that card’s heading', async () => {
    // jsdom lays nothing out, so it has no scrollIntoView: the arrival's scroll does nothing here.
    Element.prototype.scrollIntoView = () => undefined;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { user } = await renderApp('/a-z');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'anaphylaxis' }));
    const heading = await screen.findByRole('heading', { name: 'A severe allergic reaction' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
  });
});
