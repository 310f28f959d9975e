/**
 * "Send this page" (app/layout/PageTools.tsx) is a link to WhatsApp with the page's title and
 * address, which works without script. Where the browser can share (`navigator.share`: Chrome on
 * Android, Safari, Chrome on desktop), a click opens the system's share sheet instead, with the
 * title and address the link carries in `data-share-title` and `data-share-url`.
 *
 * One listener on the document, set before the app starts: it serves the prerendered link at
 * once, and the link React keeps up to date after every move.
 */
export function shareLinksThroughTheSystem({
  document,
  navigator,
}: Pick<Window, 'document' | 'navigator'>): void {
  // In the capture phase: React stops a click inside a part it has not hydrated yet at its root
  // (lib/deferredPart.tsx), and this one must reach the share sheet all the same.
  document.addEventListener(
    'click',
    (event) => {
      // Optional in the DOM's types as in browsers: Firefox on desktop has none.
      if (typeof (navigator.share as Navigator['share'] | undefined) !== 'function') return;
      // A link opened in a new tab or window on purpose is left to the browser.
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const link = event.target instanceof Element && event.target.closest('a[data-share]');
      if (!(link instanceof HTMLElement)) return;
      event.preventDefault();
      const { shareTitle: title, shareUrl: url } = link.dataset;
      // The visitor closing the share sheet rejects the promise: nothing to say about that.
      navigator.share({ title, url }).catch(() => undefined);
    },
    { capture: true },
  );
}
