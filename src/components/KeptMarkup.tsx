import { useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;

/** No version: the content is React's to render. */
const rendered = Symbol('rendered');

/**
 * Content that costs work to render and does not change once shown, such as the care cards,
 * whose number grows (issue #37: the contact page's cards cost its taps and its hydration).
 *
 * - On the server it is rendered in full: the page's HTML has it, read without JavaScript and
 *   printed.
 * - Hydrating that HTML, it is kept as it is: React leaves the element's inner HTML alone (an
 *   element of its own, with an empty `dangerouslySetInnerHTML` and no hydration check), so it
 *   builds, compares and attaches nothing for it. It must hold nothing interactive but plain
 *   links.
 * - From the moment `version` differs from the one the HTML was made with (the words in another
 *   language), and from the start where there is no HTML (a move inside the app), React renders
 *   it; `later` (for content below the fold) then renders it just after the page's first frame,
 *   in the background, so the frame that shows the new page does not wait for it.
 */
export function KeptMarkup({
  version,
  later = false,
  className,
  children,
}: {
  /** What the content is made from (its language): a new version is rendered by React. */
  version: string;
  later?: boolean;
  className: string;
  children: ReactNode;
}) {
  // True only on the server and while hydrating (React reads the server snapshot then).
  const fromServer = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [keptVersion, setKeptVersion] = useState<string | typeof rendered>(() =>
    fromServer ? version : rendered,
  );
  if (keptVersion !== rendered && keptVersion !== version) setKeptVersion(rendered);
  const shown = useDeferredValue(true, !later);

  if (typeof document === 'undefined') return <div className={className}>{children}</div>;
  // Keyed apart: React removes the kept element whole (it never owned what is inside it) when
  // it renders the content itself.
  if (keptVersion === version)
    return (
      <div
        key="kept"
        className={className}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  return (
    <div key="rendered" className={className}>
      {shown ? children : null}
    </div>
  );
}
