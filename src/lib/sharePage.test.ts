import { shareLinksThroughTheSystem } from './sharePage';

const url = 'https://clinic.example.com/service/implants-and-oral-surgery/dental-implants';
const title = 'Dental implants | Implants & oral surgery | face multispecialty clinic';

/** A page with "Send this page" on it, its clicks served as main.tsx serves them. */
function pageWithShareLink(share?: (data: ShareData) => Promise<void>) {
  const document = window.document.implementation.createHTMLDocument();
  document.body.innerHTML = `<a href="https://wa.me/?text=x" data-share data-share-title="${title.replace(/&/g, '&amp;')}" data-share-url="${url}"><svg></svg><span>Send this page</span></a><a href="/fees">Fees</a>`;
  const navigator = (share ? { share } : {}) as Navigator;
  shareLinksThroughTheSystem({ document, navigator });
  /** Clicks `element` as a visitor would; true when the browser would follow the link. */
  const click = (element: Element, init: MouseEventInit = {}) =>
    element.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  const link = document.querySelector('a[data-share]')!;
  return { document, link, click };
}

describe('Send this page', () => {
  it('opens the system’s share sheet with the page’s title and address where there is one', () => {
    const share = vi.fn(() => Promise.resolve());
    const { link, click } = pageWithShareLink(share);
    // A click on the words inside the link, as a finger lands.
    expect(click(link.querySelector('span') as Element)).toBe(false);
    expect(share).toHaveBeenCalledExactlyOnceWith({ title, url });
  });

  it('follows the WhatsApp link where the browser cannot share', () => {
    const { link, click } = pageWithShareLink();
    expect(click(link)).toBe(true);
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    // Not a vi.fn(): a mock handles the promises it returns (its `settledResults`).
    let shared = 0;
    const share = () => {
      shared += 1;
      return Promise.reject(new DOMException('Share canceled', 'AbortError'));
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { link, click } = pageWithShareLink(share);
      expect(click(link)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(shared).toBe(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('leaves other links, and a link opened in a new tab on purpose, to the browser', () => {
    const share = vi.fn(() => Promise.resolve());
    const { document, link, click } = pageWithShareLink(share);
    expect(click(document.querySelector('a[href="/fees"]')!)).toBe(true);
    expect(click(link, { ctrlKey: true })).toBe(true);
    expect(share).not.toHaveBeenCalled();
  });
});
