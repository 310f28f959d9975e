interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser handle input and paint before the next piece of work, so starting the app
 * is a series of short tasks rather than one long one that a tap would have to wait behind.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
