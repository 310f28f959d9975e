import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while rendering on the server and while hydrating its HTML, true after. What needs
 * the browser (the map, "open now") renders a stable server version until this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
