/**
 * Sample values: facts the specification leaves open, shown on the site until the clinic
 * confirms them. Wrapping a value in `sample()` marks it; the build lists every sample still
 * in use, and a release build (`npm run build:release`) refuses to run while any remains.
 */
export class Sample<T> {
  readonly sample = true;
  constructor(readonly value: T) {}
}

/** Marks `value` as a sample the clinic has yet to confirm. */
export function sample<const T>(value: T): Sample<T> {
  return new Sample(value);
}

/** The facts as the site reads them: every sample replaced by its value. */
export type Confirmed<T> =
  T extends Sample<infer V>
    ? Confirmed<V>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Confirmed<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Confirmed<T[K]> }
        : T;

export function confirmed<T>(facts: T): Confirmed<T> {
  return unwrap(facts) as Confirmed<T>;
}

function unwrap(value: unknown): unknown {
  if (value instanceof Sample) return unwrap(value.value);
  if (Array.isArray(value)) return value.map(unwrap);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, unwrap(inner)]));
  return value;
}

export interface SampleInUse {
  /** Where it is in the facts, e.g. `phone` or `registrationNumbers.associate-dentist`. */
  path: string;
  value: unknown;
}

/** Every sample value still in `facts`, in the order the file lists them. */
export function samplesInUse(facts: unknown, path = ''): SampleInUse[] {
  if (facts instanceof Sample) return [{ path, value: facts.value }];
  if (typeof facts !== 'object' || facts === null) return [];
  return Object.entries(facts).flatMap(([key, inner]) =>
    samplesInUse(inner, path ? `${path}.${key}` : key),
  );
}

/** One line per sample, for the build's log: `phone: {"display":"+91 00000 00000",…}`. */
export function describeSamples(samples: readonly SampleInUse[]): string[] {
  return samples.map(({ path, value }) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${path}: ${text.length > 100 ? `${text.slice(0, 99)}…` : text}`;
  });
}
