/**
 * How a link starts loading the page it leads to. The layout (src/app) provides `preloadPage`;
 * a link reads it from here, because the pages that render links are the very chunks
 * `preloadPage` imports: a direct import would be an import circle, and an arrow from
 * src/state up to src/app.
 */
import { createContext, use } from 'react';

export interface PagePreload {
  /** Starts loading what the page at a path needs; resolves when it can render whole. */
  preload: (path: string) => Promise<void>;
  /** Whether the page at a path can render at once. */
  isReady: (path: string) => boolean;
}

/** Outside the layout (a component rendered alone in a test) every page counts as ready. */
export const PagePreloadContext = createContext<PagePreload>({
  preload: () => Promise.resolve(),
  isReady: () => true,
});

export function usePagePreload(): PagePreload {
  return use(PagePreloadContext);
}
