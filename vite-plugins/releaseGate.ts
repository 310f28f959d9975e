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

/** An error the build prints as its message alone: what to fix, not where the build was. */
export function refusal(message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}`;
  return error;
}

export function releaseGate({ left }: { left: LeftForRelease }): Plugin {
  return {
    name: 'clinic:release-gate',
    apply: 'build',
    buildApp: {
      order: 'pre',
      handler() {
        const text = releaseRefusal(left);
        if (text !== undefined) throw refusal(text);
        return Promise.resolve();
      },
    },
  };
}
