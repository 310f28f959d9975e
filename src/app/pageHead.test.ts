import { headTagSelector } from './headTagSelector';
import { applyHead, renderHead, type Head } from './pageHead';

const head = (overrides: Partial<Head>): Head => ({
  language: 'en',
  title: 'Dental implants | Implants & oral surgery | face multispecialty clinic',
  description: 'A titanium post <in the jaw> & a crown on it.',
  canonical: 'https://clinic.example.com/service/implants-and-oral-surgery/dental-implants',
  alternates: [
    { hreflang: 'en', href: 'https://clinic.example.com/service/implants-and-oral-surgery' },
    { hreflang: 'hi', href: 'https://clinic.example.com/hi/service/implants-and-oral-surgery' },
  ],
  ogType: 'article',
  image: 'https://clinic.example.com/images/treatments/dental-implants.svg',
  jsonLd: [{ '@type': 'MedicalProcedure', name: 'Dental implants </script><script>' }],
  noindex: false,
  ...overrides,
});

/** The head elements a document holds, as HTML, in order. */
const headOf = (document: Document) =>
  [...document.head.querySelectorAll(headTagSelector)].map((element) => element.outerHTML);

function documentWith(headHtml: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head><meta charset="UTF-8" />${headHtml}<meta name="theme-color" content="#0f5f63" /></head><body></body></html>`,
    'text/html',
  );
}

describe('a page head', () => {
  const contact = head({
    title: 'Contact us | face multispecialty clinic',
    ogType: 'website',
    jsonLd: [],
  });
  const notFound = head({ title: 'Error 404', canonical: '', alternates: [], noindex: true });

  it.each([
    ['a treatment after the contact page', contact, head({})],
    ['the 404 page after a treatment', head({}), notFound],
    ['a treatment after the 404 page', notFound, head({})],
    ['a Hindi page after an English one', contact, head({ language: 'hi', title: 'संपर्क' })],
  ])('put in place in the browser (%s) is the head the build writes', (_case, before, after) => {
    const browser = documentWith(renderHead(before));
    applyHead(browser, after);
    expect(headOf(browser)).toEqual(headOf(documentWith(renderHead(after))));
    expect(browser.title).toBe(after.title);
  });

  it('keeps the elements that are not the page’s own where they were', () => {
    const browser = documentWith(renderHead(contact));
    applyHead(browser, head({}));
    const names = [...browser.head.children].map((element) => element.tagName.toLowerCase());
    expect(names[0]).toBe('meta');
    expect(browser.head.lastElementChild?.getAttribute('name')).toBe('theme-color');
  });

  it('cannot be broken out of by its words', () => {
    const html = renderHead(head({}));
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('&lt;in the jaw&gt; &amp; a crown');
    const parsed = documentWith(html);
    expect(parsed.head.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(parsed.head.querySelector('script')?.textContent ?? '')).toEqual(
      head({}).jsonLd[0],
    );
  });
});
