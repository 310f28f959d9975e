import { whenIdle } from './whenIdle';

/**
 * Registers the service worker (src/serviceWorker/sw.ts, built with the site) once the page
 * answers to the visitor and the browser is idle: its precaching never competes with the first
 * load. Only in the production build; never in development or tests.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the site works as before, online only.
    });
  }, 5000);
}
