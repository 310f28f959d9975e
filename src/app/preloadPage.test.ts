import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadText = vi.fn((language: string, key: string) => Promise.resolve(`${language}/${key}`));
vi.mock('../content/texts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../content/texts')>()),
  loadText,
}));

describe('preloadPage', () => {
  beforeEach(() => {
    vi.resetModules();
    loadText.mockClear();
  });

  it("starts the page's words in the language of its address and its code, once", async () => {
    const { preloadPage, isPageReady } = await import('./preloadPage');
    expect(isPageReady('/hi/service/cosmetics/botox')).toBe(false);
    const first = preloadPage('/hi/service/cosmetics/botox');
    expect(preloadPage('/hi/service/cosmetics/botox')).toBe(first);
    await first;
    expect(isPageReady('/hi/service/cosmetics/botox')).toBe(true);
    expect(loadText.mock.calls).toEqual([
      ['hi', 'services/cosmetics'],
      // With its own urgent-help card's words (after botulinum toxin), not all of urgent help's.
      ['hi', 'treatments/botox'],
    ]);
    await preloadPage('/hi/service/cosmetics/botox');
    expect(loadText).toHaveBeenCalledTimes(2);
  });

  it('loads the first category for /service and the doctors for /meet (what they show)', async () => {
    const { preloadPage } = await import('./preloadPage');
    await preloadPage('/ru/service');
    await preloadPage('/meet');
    expect(loadText.mock.calls).toEqual([
      ['ru', 'services/dental-treatment'],
      ['en', 'doctors'],
    ]);
  });

  it('needs nothing for an address that names no page', async () => {
    const { preloadPage, isPageReady } = await import('./preloadPage');
    await preloadPage('/nowhere');
    expect(isPageReady('/nowhere')).toBe(true);
    expect(loadText).not.toHaveBeenCalled();
  });

  it('forgets a load that failed, so the next intent tries again', async () => {
    const { preloadPage, isPageReady } = await import('./preloadPage');
    loadText.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadPage('/fr/')).rejects.toThrow('offline');
    expect(isPageReady('/fr/')).toBe(false);
    await preloadPage('/fr/');
    expect(isPageReady('/fr/')).toBe(true);
    expect(loadText).toHaveBeenCalledTimes(2);
  });
});
