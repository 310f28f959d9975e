import { loadText, peekText } from './texts';

describe('loading the words of a page', () => {
  it('loads a language chunk once and then has it at hand', async () => {
    expect(peekText('fr', 'home')).toBeUndefined();
    const first = loadText('fr', 'home');
    expect(loadText('fr', 'home')).toBe(first);
    const home = await first;
    expect(home.story.heading).toBe('Notre histoire');
    expect(peekText('fr', 'home')).toBe(home);
  });

  it('loads only the category asked for', async () => {
    const cosmetics = await loadText('ru', 'services/cosmetics');
    expect(cosmetics.title).toBe('Косметология');
    expect(peekText('ru', 'services/dental-treatment')).toBeUndefined();
  });
});
