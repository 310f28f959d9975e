import { act } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { KeptMarkup } from './KeptMarkup';

/** Called on each render of the cards. */
const rendered = vi.fn();

function Cards({ words }: { words: string }) {
  rendered();
  return (
    <div className="cards">
      {[1, 2, 3].map((n) => (
        <article key={n}>
          <h3>
            {words} {n}
          </h3>
          <a href="tel:108">108</a>
        </article>
      ))}
    </div>
  );
}

const page = (version: string, later = false) => (
  <main>
    <h1>Page</h1>
    <KeptMarkup version={version} later={later} className="kept">
      <Cards words={version === 'en' ? 'Card' : 'कार्ड'} />
    </KeptMarkup>
  </main>
);

/** The page's HTML as the build writes it (no document on the server). */
function serverHtml(version: string): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(page(version));
  } finally {
    vi.unstubAllGlobals();
  }
}

beforeEach(() => {
  rendered.mockClear();
});

describe('KeptMarkup', () => {
  it('is in the server HTML in full', () => {
    const html = serverHtml('en');
    expect(html).toContain(
      '<div class="kept"><div class="cards"><article><h3>Card<!-- --> <!-- -->1',
    );
    expect(html.match(/<article>/g)).toHaveLength(3);
  });

  it('hydrating, keeps the HTML as it is and renders none of it; another version is rendered once, in place', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml('en');
    document.body.append(container);
    rendered.mockClear();
    const before = container.innerHTML;
    const articles = [...container.querySelectorAll('article')];
    const recoverable = vi.fn();

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page('en'), { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    // The very elements of the HTML, not copies.
    expect([...container.querySelectorAll('article')]).toEqual(articles);

    await act(async () => {
      root?.render(page('hi'));
      await Promise.resolve();
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelectorAll('article')).toHaveLength(3);
    expect(container.querySelector('h3')?.textContent).toBe('कार्ड 1');

    // Back to the first version: still React's, never the emptied kept element.
    await act(async () => {
      root?.render(page('en'));
      await Promise.resolve();
    });
    expect(container.querySelectorAll('article')).toHaveLength(3);
    expect(container.querySelector('h3')?.textContent).toBe('Card 1');
    act(() => root?.unmount());
    container.remove();
  });

  it('drawn by the app, `later` leaves it out of the first commit and renders it right after', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const seenInFirstCommit: number[] = [];
    function FirstCommit() {
      // A layout effect runs in the commit, before the deferred render.
      useLayoutEffectOnce(() =>
        seenInFirstCommit.push(container.querySelectorAll('article').length),
      );
      return null;
    }
    await act(async () => {
      root.render(
        <>
          {page('en', true)}
          <FirstCommit />
        </>,
      );
      await Promise.resolve();
    });
    expect(seenInFirstCommit).toEqual([0]);
    expect(container.querySelectorAll('article')).toHaveLength(3);
    act(() => root.unmount());
    container.remove();
  });
});

function useLayoutEffectOnce(effect: () => void) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  });
}
