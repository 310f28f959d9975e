/**
 * How a link starts loading the page it leads to. The layout provides `preloadPage`; a link
 * reads it from here, because the pages that render links are the very chunks `preloadPage`
 * imports, and a direct import would make that an import circle.
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
