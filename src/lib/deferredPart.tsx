/**
 * Parts of a page that work as their prerendered HTML holds them (plain links, text: the page
 * tools, the care cards), so the app starts without their code. Hydrating, React keeps such a
 * part's HTML as the server wrote it (a Suspense boundary whose code has not arrived) and
 * hydrates it when the code comes: once the page is idle (`releaseDeferredParts`), with what the
 * idle preload loads. A move loads the parts of the page it goes to with that page (`load`), so
 * they show with it, never after it.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';
import { keepFallback } from './loadWhole';

let released = false;
const waiting = new Set<() => void>();

/** The app is up and idle, or moving: the parts shown so far load now, those shown later at once. */
export function releaseDeferredParts(): void {
  released = true;
  for (const start of waiting) start();
  waiting.clear();
}

export interface DeferredPart<Props> {
  /** The part, in a Suspense boundary of its own that shows nothing while its code is away. */
  Part: ComponentType<Props>;
  /** Fetches its code (once; again after a failure). */
  load: () => Promise<void>;
}

export function deferredPart<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
): DeferredPart<Props> {
  interface Module {
    default: ComponentType<Props>;
  }
  let loaded: Module | undefined;
  let loading: Promise<void> | undefined;
  let arrived: (module: Module) => void = () => undefined;
  // Never settles if the code cannot come: the prerendered HTML then stays as it is, working,
  // and the next move loads its page whole (lib/loadWhole.ts).
  const arrival = new Promise<Module>((resolve) => {
    arrived = resolve;
  });

  const load = (): Promise<void> => {
    loading ??= importer().then(
      (component) => {
        loaded = { default: component };
        arrived(loaded);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const Lazy = lazy((): Promise<Module> => {
    // Code already here is given to React at once (a thenable that calls back synchronously,
    // read by `lazy` in the same render): the server renderer and the tests load it first.
    if (loaded) {
      const module = loaded;
      const here: PromiseLike<Module> = { then: (resolve) => resolve?.(module) as never };
      // `lazy` is typed for a Promise and calls only `then`.
      return here as Promise<Module>;
    }
    const start = () => {
      load().catch(keepFallback);
    };
    if (released) start();
    else waiting.add(start);
    return arrival;
  });

  // Memoized: a boundary React has not hydrated yet that receives new props is rendered anew
  // instead (its HTML removed, nothing shown until its code arrives), so a parent's render
  // with the same props must not reach it. Its props must therefore stay equal while the page
  // does not change (no function or object made afresh at each render).
  const Part = memo(function DeferredPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return { Part, load };
}
