import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw/server';

// Language and category chunks load on demand; on a busy machine that can take a moment.
configure({ asyncUtilTimeout: 15_000 });

// What jsdom does not have: media queries (react-slick, the hero), scrolling, object URLs.
// react-slick still listens with the older addListener/removeListener, so both kinds are here.
const noMatch = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => noMatch(query) as unknown as MediaQueryList,
});
window.scrollTo = () => undefined;
URL.createObjectURL = () => 'blob:test';
URL.revokeObjectURL = () => undefined;
// Everything is "in view" at once in a test, so lazy parts (the carousels) load straight away.
class ImmediateIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {
    return undefined;
  }
  disconnect() {
    return undefined;
  }
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver =
  ImmediateIntersectionObserver as unknown as typeof IntersectionObserver;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
