/**
 * The release build's one refusal: sampleValues and pageReviews each add what they find left,
 * and this plugin, after them, refuses with all of it at once, every kind, pointing at the
 * launch report (docs/launch.md).
 */
import type { Plugin } from 'vite';

/** What the checks before the gate found left, one paragraph each. */
export type LeftForRelease = string[];

export function releaseRefusal(left: readonly string[]): string | undefined {
  if (left.length === 0) return undefined;
  return `${left.join('\n')}\nrun npm run launch to see what is left`;
}

export function releaseGate({ left }: { left: LeftForRelease }): Plugin {
  return {
    name: 'clinic:release-gate',
    apply: 'build',
    buildApp: {
      order: 'pre',
      handler() {
        const refusal = releaseRefusal(left);
        if (refusal !== undefined) throw new Error(refusal);
        return Promise.resolve();
      },
    },
  };
}
