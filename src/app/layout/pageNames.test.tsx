/**
 * What a screen reader's lists of headings and landmarks give each page: its own name as the
 * one h1 (a category's title, a treatment's name, a doctor's name), the headings below it with
 * no level skipped, one landmark per name, a card's name heard once, the clinic's name marked
 * as English inside other languages, and the opening hours' table captioned (issue 38).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

/** The levels of the headings in the page's main content, in order. */
const headingLevels = () =>
  [...screen.getByRole('main').querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName[1]),
  );

function expectNoLevelSkipped(levels: number[]) {
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => {
    expect(level, `heading ${index + 2} of ${levels.join(' ')}`).toBeLessThanOrEqual(
      (levels[index] ?? 0) + 1,
    );
  });
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
}

/** Every landmark's role and name, as the testing library computes them. */
function landmarkNames(): string[] {
  const roles = [
    'banner',
    'navigation',
    'main',
    'contentinfo',
    'region',
    'complementary',
    'form',
    'search',
  ];
  return roles.flatMap((role) =>
    screen.queryAllByRole(role).map((landmark) => {
      const label = landmark.getAttribute('aria-label');
      const labelledBy = landmark.getAttribute('aria-labelledby');
      const name =
        label ?? (labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '');
      return name.trim();
    }),
  );
}

describe('each page is named by its own h1', () => {
  it.each([
    ['/service/cosmetics', 'Cosmetics', 'Our services'],
    ['/service/cosmetics/botox', 'Botulinum toxin (Botox)', 'Our services'],
    ['/meet/associate-dentist', 'Dr. B. Sample', 'Meet us'],
    ['/meet', 'Dr. A. Sample', 'Meet us'],
    ['/hi/service/cosmetics', 'कॉस्मेटिक उपचार', 'हमारी सेवाएँ'],
  ])('%s: the h1 is %s, under "%s"', async (path, name, part) => {
    await renderApp(path);
    const h1 = screen.getByRole('heading', { level: 1 });
    await waitFor(() => {
      expect(h1).toHaveTextContent(name);
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1.previousElementSibling).toHaveTextContent(part);
    expectNoLevelSkipped(headingLevels());
  });

  it('a treatment page: the spec headings follow the treatment under its name, in order', async () => {
    await renderApp('/service/cosmetics/botox');
    const detail = await screen.findByRole('article', { name: 'Botulinum toxin (Botox)' });
    const levels = [...detail.querySelectorAll('h3, h4, h5')].map((h) => h.tagName);
    expect(levels.slice(0, 3)).toEqual(['H3', 'H4', 'H4']);
  });
});

describe('landmarks and cards', () => {
  it.each([
    '/',
    '/service/cosmetics',
    '/service/cosmetics/botox',
    '/meet/associate-dentist',
    '/contact',
  ])('%s: one landmark per name', async (path) => {
    await renderApp(path);
    const named = landmarkNames().filter((name) => name !== '');
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });

  it("a treatment card's image is decorative: its heading names it", async () => {
    await renderApp('/service/cosmetics');
    await screen.findAllByRole('link', { name: 'Botulinum toxin (Botox)' });
    const cards = document.querySelectorAll('.treatment-card');
    expect(cards.length).toBeGreaterThan(0);
    cards.forEach((card) => {
      expect(card.querySelector('img')).toHaveAttribute('alt', '');
    });
  });

  it("a category card's image on the home page is decorative too", async () => {
    await renderApp('/');
    const cards = document.querySelectorAll('.category-card');
    expect(cards.length).toBe(5);
    cards.forEach((card) => {
      expect(card.querySelector('img')).toHaveAttribute('alt', '');
    });
  });
});

describe('small things a screen reader meets', () => {
  it.each(['/hi', '/zh/contact', '/ru/meet', '/fr/service/cosmetics'])(
    "%s: the clinic's name is marked as English in the header, the footer and the address",
    async (path) => {
      await renderApp(path);
      const marked = [...document.querySelectorAll('[lang="en"]')].filter(
        (element) => element.textContent === 'face multispecialty clinic',
      );
      expect(marked.length).toBeGreaterThanOrEqual(2);
      expect(
        within(screen.getByRole('banner')).getByText('face multispecialty clinic'),
      ).toHaveAttribute('lang', 'en');
      expect(
        within(screen.getByRole('contentinfo')).getByText('face multispecialty clinic'),
      ).toHaveAttribute('lang', 'en');
    },
  );

  it.each([
    ['/contact', 'Opening hours for each day of the week'],
    ['/hi/contact', 'सप्ताह के हर दिन का समय'],
    ['/ru/contact', 'Часы работы по дням недели'],
    ['/fr/contact', 'Horaires d’ouverture pour chaque jour de la semaine'],
    ['/zh/contact', '每周各天的门诊时间'],
  ])('%s: the opening hours table has its caption', async (path, caption) => {
    await renderApp(path);
    expect(await screen.findByRole('table', { name: caption })).toBeInTheDocument();
  });
});
