import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, following it as the window changes. False on the
 * server and while hydrating, so the prerendered HTML and the first render agree.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
