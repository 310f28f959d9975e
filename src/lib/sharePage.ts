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
  document.addEventListener('click', (event) => {
    // Optional in the DOM's types as in browsers: Firefox on desktop has none.
    if (typeof (navigator.share as Navigator['share'] | undefined) !== 'function') return;
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target;
    const link =
      target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-share]') : null;
    if (!link) return;
    event.preventDefault();
    const title = link.dataset.shareTitle ?? document.title;
    const url = link.dataset.shareUrl ?? document.location.href;
    // The visitor closing the share sheet rejects the promise: nothing to say about that.
    navigator.share({ title, url }).catch(() => undefined);
  });
}
