import type { Look } from './sceneLooks';

const isObject = (value: unknown): value is Look =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What differs in `current` from `source`, as a patch: nested as the look, a list whole when any of its items
 * differs (the writer replaces a list as one value). Undefined when nothing does.
 */
export function lookDiff(source: unknown, current: unknown): unknown {
  if (Array.isArray(current))
    return JSON.stringify(source) === JSON.stringify(current) ? undefined : structuredClone(current);
  if (!isObject(current) || !isObject(source)) return Object.is(source, current) ? undefined : current;
  const entries = Object.entries(current)
    .map(([key, value]) => [key, lookDiff(source[key], value)] as const)
    .filter(([, value]) => value !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Writes a patch into a look in place: the renderers hold the look's objects and lists (a module's object, often
 * destructured at load), so none is replaced, only their values.
 */
export function applyLookPatch(target: unknown, patch: unknown): void {
  if (Array.isArray(target) && Array.isArray(patch)) {
    patch.forEach((value, i) => {
      if (typeof value === 'object' && value !== null) applyLookPatch(target[i], value);
      else target[i] = value;
    });
    return;
  }
  if (!isObject(target) || !isObject(patch)) return;
  for (const [key, value] of Object.entries(patch)) {
    if (typeof value === 'object' && value !== null) applyLookPatch(target[key], value);
    else target[key] = value;
  }
}

/** The value at a path of a look (keys and list indices). */
export const valueAt = (look: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], look);

/** Sets the value at a path of a look, in place. */
export function setValueAt(look: unknown, path: readonly (string | number)[], value: unknown): void {
  const parent = valueAt(look, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  const key = path.at(-1);
  if (parent && key !== undefined) parent[key] = value;
}
