/**
 * The day the accessibility statement was prepared from the automated tests' results (the
 * project's, not a person's check).
 */
export const accessibilityPreparedOn = '2026-11-29';

/**
 * What the accessibility statement says the browser tests check, each by its id in
 * `accessibility.testing.checks` of statements.json and the test file that checks it.
 * test/content/statements.test.ts holds each to its file: a check dropped from the suite fails.
 */
export const accessibilityChecks = [
  { id: 'axe', spec: 'test/e2e/every-page.spec.ts' },
  { id: 'reflow', spec: 'test/e2e/every-page.spec.ts' },
  { id: 'text-size', spec: 'test/e2e/text-size.spec.ts' },
  { id: 'keyboard', spec: 'test/e2e/keyboard.spec.ts' },
  { id: 'no-js', spec: 'test/e2e/no-js.spec.ts' },
  { id: 'print', spec: 'test/e2e/print.spec.ts' },
] as const;

/** The numbers the statement gives for its checks, held to the test files too. */
export const accessibilityCheckNumbers = {
  /** The narrowest and the widest screen of the reflow check, in CSS pixels. */
  narrowest: 320,
  widest: 1280,
  /** The phone's width in the text-size check. */
  phoneWidth: 360,
  /** The kinds of page every check of every-page.spec.ts visits (test/harness/pages.mjs). */
  testedPageKinds: 14,
};
