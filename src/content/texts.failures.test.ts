/**
 * What loadText does when words are missing or cannot be fetched: a language without words for
 * a treatment shows the English ones; a chunk that fails to arrive (offline) is an error, not
 * English in disguise, and the next call fetches it again.
 */
import { loadText } from './texts';

const fetchAttempts = vi.hoisted(() => ({ hindiBotox: 0 }));

vi.mock('virtual:language-texts', async () => {
  const { treatmentSlugs } = await import('./catalogue');
  const text = (whatItIs: string) => Promise.resolve({ default: { whatItIs: [whatItIs] } });
  // Each language's loaders in the order of the treatments (catalogue.ts): botox, then fillers.
  const botox = treatmentSlugs.indexOf('botox');
  type Loader = () => Promise<{ default: { whatItIs: string[] } }>;
  const english: Loader[] = [];
  english[botox] = () => text('Botulinum toxin is a purified protein.');
  english[botox + 1] = () => text('Fillers restore volume.');
  const hindi: Loader[] = [];
  hindi[botox] = () => {
    fetchAttempts.hindiBotox += 1;
    return fetchAttempts.hindiBotox === 1
      ? Promise.reject(new TypeError('Failed to fetch'))
      : text('बोटुलिनम टॉक्सिन एक शुद्ध प्रोटीन है।');
  };
  // A treatment's name comes with its category's cards, loaded with it.
  const cards = (botoxName: string) => ({
    'services/cosmetics': () =>
      Promise.resolve({
        default: {
          treatments: { botox: { name: botoxName }, 'dermal-fillers': { name: 'Fillers' } },
        },
      }),
  });
  return {
    default: {
      en: () => Promise.resolve({ pages: cards('Botulinum toxin'), treatments: english }),
      hi: () => Promise.resolve({ pages: cards('बोटुलिनम टॉक्सिन'), treatments: hindi }),
    },
  };
});

describe('words that are missing or cannot be fetched', () => {
  it('a treatment with no Hindi words shows the English ones', async () => {
    const text = await loadText('hi', 'treatments/dermal-fillers');
    expect(text.whatItIs).toEqual(['Fillers restore volume.']);
    expect(text.name).toBe('Fillers');
  });

  it('a chunk that cannot be fetched fails, and the next call fetches it again', async () => {
    await expect(loadText('hi', 'treatments/botox')).rejects.toThrow('Failed to fetch');
    const text = await loadText('hi', 'treatments/botox');
    expect(text.whatItIs).toEqual(['बोटुलिनम टॉक्सिन एक शुद्ध प्रोटीन है।']);
    expect(text.name).toBe('बोटुलिनम टॉक्सिन');
    expect(fetchAttempts.hindiBotox).toBe(2);
  });
});
