import { vi } from 'vitest';

/**
 * Runs `test` with `query` matching in `window.matchMedia` (jsdom matches none): a window of
 * another size, for what follows a media query such as the accordion's headings.
 */
export async function whileMediaMatches(query: string, test: () => Promise<void>): Promise<void> {
  const matchesNone = window.matchMedia.bind(window);
  const matching = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((asked: string) =>
      Object.assign(matchesNone(asked), { matches: asked === query }),
    );
  try {
    await test();
  } finally {
    matching.mockRestore();
  }
}
