import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

/** A part with something React must attach: its click handler. */
function Counter({ label, onTap }: { label: string; onTap: () => void }) {
  return (
    <a
      href="/elsewhere"
      onClick={(event) => {
        event.preventDefault();
        onTap();
      }}
    >
      {label}
    </a>
  );
}

/** A fresh copy of the module (its release is once per page) and of loadWhole's state. */
async function freshPart(importer: () => Promise<typeof Counter>) {
  vi.resetModules();
  const deferred = await import('./deferredPart');
  const loadWhole = await import('./loadWhole');
  return { ...deferred, ...deferred.deferredPart(importer), loadWhole };
}

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Hydrates `html` with `element`, recording React's recoverable errors (a mismatch). */
function hydrate(html: string, element: React.ReactNode): string[] {
  const recoverable: string[] = [];
  if (container.innerHTML !== html) container.innerHTML = html;
  act(() => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => {
        recoverable.push(String(error));
      },
    });
  });
  return recoverable;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a part hydrated after the page has started', () => {
  it('is in the server HTML whole when its code was loaded first', async () => {
    const { Part, load } = await freshPart(() => Promise.resolve(Counter));
    await load();
    const html = renderToString(<Part label="Send this page" onTap={() => undefined} />);
    expect(html).toContain('Send this page');
    // A complete boundary, not one the browser is told to render itself (`<!--$!-->`).
    expect(html).toMatch(/^<!--\$-->/);
  });

  it('keeps its HTML until released, then loads once and hydrates without a mismatch', async () => {
    const importer = vi.fn(() => Promise.resolve(Counter));
    const server = await freshPart(() => Promise.resolve(Counter));
    await server.load();
    const tapped = vi.fn();
    const html = renderToString(<server.Part label="Report a mistake" onTap={tapped} />);

    const { Part, releaseDeferredParts } = await freshPart(importer);
    const recoverable = hydrate(html, <Part label="Report a mistake" onTap={tapped} />);
    await settle();
    expect(importer).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Report a mistake' });
    // Not hydrated: React stops the click unhandled, and the browser follows the link.
    expect(fireEvent.click(link)).toBe(true);
    expect(tapped).not.toHaveBeenCalled();

    releaseDeferredParts();
    await settle();
    expect(importer).toHaveBeenCalledOnce();
    // The same element, now React's.
    expect(screen.getByRole('link', { name: 'Report a mistake' })).toBe(link);
    expect(fireEvent.click(link)).toBe(false);
    expect(tapped).toHaveBeenCalledOnce();
    expect(recoverable).toEqual([]);
  });

  it('keeps its HTML while its parent renders again with the same props', async () => {
    const server = await freshPart(() => Promise.resolve(Counter));
    await server.load();
    const tap = () => undefined;
    const html = renderToString(
      <div data-hydrated="false">
        <server.Part label="Report a mistake" onTap={tap} />
      </div>,
    );

    const { Part } = await freshPart(() => Promise.resolve(Counter));
    /** Renders again once hydrated, as the contact page does (its opening status). */
    function Parent() {
      const hydrated = useHydrated();
      return (
        <div data-hydrated={hydrated}>
          <Part label="Report a mistake" onTap={tap} />
        </div>
      );
    }
    container.innerHTML = html;
    const link = screen.getByRole('link', { name: 'Report a mistake' });
    const recoverable = hydrate(html, <Parent />);
    await settle();
    expect(screen.getByRole('link', { name: 'Report a mistake' })).toBe(link);
    expect(recoverable).toEqual([]);
  });

  it('after the release, a part shown for the first time loads at once', async () => {
    const importer = vi.fn(() => Promise.resolve(Counter));
    const { Part, releaseDeferredParts } = await freshPart(importer);
    releaseDeferredParts();
    hydrate('', <Part label="Ask the clinic" onTap={() => undefined} />);
    await settle();
    expect(importer).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Ask the clinic' })).toBeInTheDocument();
  });

  it('whose code cannot come keeps its HTML, and later moves load their pages whole', async () => {
    const server = await freshPart(() => Promise.resolve(Counter));
    await server.load();
    const html = renderToString(<server.Part label="Send this page" onTap={() => undefined} />);

    const { Part, releaseDeferredParts, loadWhole } = await freshPart(() =>
      Promise.reject(new Error('a deployment removed this file')),
    );
    const recoverable = hydrate(html, <Part label="Send this page" onTap={() => undefined} />);
    expect(loadWhole.moveWhole()).toBe(false);
    releaseDeferredParts();
    await settle();
    expect(screen.getByRole('link', { name: 'Send this page' })).toBeInTheDocument();
    expect(loadWhole.moveWhole()).toBe(true);
    expect(recoverable).toEqual([]);
  });
});
