/**
 * What values a scene's look may take (docs/decisions/0046-one-look-module-per-scene.md): beside each `look.ts`, a
 * `lookRanges.ts` gives every value its kind and range, and `LookRanges<typeof look>` makes the compiler hold the
 * two to the same keys. The `?debug` panel builds its controls from them, and the dev server's writer refuses any
 * value outside them. Only the panel, the writer and tests import these: a visitor never downloads them.
 */

/** A number from `min` to `max`, moved by `step`; a whole number when the step is. */
export interface NumberRange {
  readonly tune: 'number';
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** A colour, written `#rrggbb`. */
export interface ColourRange {
  readonly tune: 'colour';
}

/** A list of `length` values, each within `of`. */
export interface ListRange<R> {
  readonly tune: 'list';
  readonly length: number;
  readonly of: R;
}

/** The ranges of a look: its shape, with a range in place of each value. */
export type LookRanges<T> = T extends number
  ? NumberRange
  : T extends string
    ? ColourRange
    : T extends readonly (infer E)[]
      ? ListRange<LookRanges<E>>
      : { readonly [K in keyof T]: LookRanges<T[K]> };

export const range = (min: number, max: number, step: number): NumberRange => ({
  tune: 'number',
  min,
  max,
  step,
});
export const colour: ColourRange = { tune: 'colour' };
export const list = <R>(length: number, of: R): ListRange<R> => ({ tune: 'list', length, of });

type AnyRange = NumberRange | ColourRange | ListRange<unknown> | { readonly [key: string]: unknown };

const isRange = (node: unknown): node is NumberRange | ColourRange | ListRange<unknown> =>
  typeof node === 'object' && node !== null && typeof (node as { tune?: unknown }).tune === 'string';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HEX = /^#[0-9a-f]{6}$/i;

/** Whether a value fits a leaf range (a number in range, whole where the step is; a `#rrggbb` colour). */
function leafProblem(leaf: NumberRange | ColourRange, value: unknown, path: string): string | null {
  if (leaf.tune === 'colour')
    return typeof value === 'string' && HEX.test(value) ? null : `${path}: expected a colour #rrggbb`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${path}: expected a number`;
  if (value < leaf.min || value > leaf.max) return `${path}: ${value} is outside ${leaf.min}…${leaf.max}`;
  if (Number.isInteger(leaf.step) && !Number.isInteger(value)) return `${path}: expected a whole number`;
  return null;
}

/**
 * What is wrong with `patch` (a part of a look: any of its keys, nested as in the look, a list always whole) against
 * the look's `ranges`: unknown keys, values of the wrong type, out of range. Empty when it may be applied.
 */
export function lookPatchProblems(ranges: unknown, patch: unknown, path: string): string[] {
  const node = ranges as AnyRange;
  if (isRange(node)) {
    if (node.tune !== 'list') {
      const problem = leafProblem(node, patch, path);
      return problem ? [problem] : [];
    }
    if (!Array.isArray(patch) || patch.length !== node.length)
      return [`${path}: expected a list of ${node.length}`];
    return patch.flatMap((value, i) => lookPatchProblems(node.of, value, `${path}[${i}]`));
  }
  if (!isPlainObject(patch)) return [`${path}: expected an object`];
  return Object.entries(patch).flatMap(([key, value]) =>
    Object.hasOwn(node, key)
      ? lookPatchProblems(node[key], value, `${path}.${key}`)
      : [`${path}.${key}: unknown key`],
  );
}

/** A look value or part of one: what the panel and the writer pass around. */
export type LookValue = number | string | readonly LookValue[] | { readonly [key: string]: LookValue };

/** Every leaf of a look with its path and range, a list's items one by one (the panel's controls). */
export function lookLeaves(
  ranges: unknown,
  path: readonly (string | number)[] = [],
): { path: (string | number)[]; range: NumberRange | ColourRange }[] {
  const node = ranges as AnyRange;
  if (isRange(node)) {
    if (node.tune !== 'list') return [{ path: [...path], range: node }];
    return Array.from({ length: node.length }, (_, i) => lookLeaves(node.of, [...path, i])).flat();
  }
  return Object.entries(node).flatMap(([key, child]) => lookLeaves(child, [...path, key]));
}
