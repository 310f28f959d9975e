/**
 * Resolves once the browser has painted the next frame: for work the visitor does not see
 * (a page's head), so it never holds back the frame that shows what they asked for.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}
