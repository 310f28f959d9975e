import { byTag as languageTexts } from 'virtual:language-texts';
import { forgetEarlierBuildsAttempt, watchForMissingFiles } from './lib/loadWhole';
import { shareLinksThroughTheSystem } from './lib/sharePage';
import { yieldToMain } from './lib/yieldToMain';

// Before any dynamic import: a file of this build that is gone makes later moves whole-page loads.
watchForMissingFiles(window);
forgetEarlierBuildsAttempt();
// "Send this page" opens the system's share sheet where there is one, before the app has started.
shareLinksThroughTheSystem(window);

/**
 * The prerendered page is complete without script, so it is painted first and the app's code
 * is fetched only after that paint: on a slow phone the text and the hero show without waiting
 * for JavaScript, the scripts do not take the bandwidth the first paint needs, and the links
 * work as plain links until the app takes over. A hidden tab does not paint, and a browser
 * without paint timing waits two frames, hence the fallbacks.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, 1500);
    const done = () => {
      clearTimeout(timeout);
      setTimeout(resolve, 0);
    };
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          done();
        }
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(done));
    }
  });
}

await afterFirstPaint();
// The list of the page's language's word chunks, fetched beside React rather than after it: the
// app's first words wait on it (content/texts.ts). A failure is the app's to report, when it asks.
languageTexts[document.documentElement.lang]?.().catch(() => undefined);
// React DOM is half the app's code: it is evaluated in a task of its own, then the rest.
await import('react-dom/client');
await yieldToMain();
// The app's start, and with it the whole stylesheet (boot.tsx): Vite resolves the import once
// both have loaded.
const { startApp } = await import('./boot');
await yieldToMain();
await startApp();
