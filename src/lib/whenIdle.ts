/** Calls `task` when the browser is idle (or after a while where it cannot say); cancellable. */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = window.setTimeout(task, Math.min(timeout, 1500));
  return () => {
    window.clearTimeout(handle);
  };
}
