/**
 * Registers the service worker (src/serviceWorker/sw.ts, built with the site) once the page
 * answers to the visitor and the browser is idle: its precaching never competes with the first
 * load. Only in the production build; never in development or tests.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the site works as before, online only.
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}
