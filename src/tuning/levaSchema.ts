import { folder } from 'leva';
import { lookLeaves, type ColourRange, type NumberRange } from '../ui/lookRanges';
import { valueAt } from './lookPatch';

/** A leva schema: what `useControls` and `folder` take. */
type Schema = Parameters<typeof folder>[0];

/**
 * A leaf of a look: its path in the look, its range, and the key of its control (unique in the panel: the path, `/`
 * between).
 */
export interface Leaf {
  path: (string | number)[];
  range: NumberRange | ColourRange;
  key: string;
}

/** The number of decimals of a step (0.05 → 2): a value tuned with it is written back that precise. */
export const decimals = (step: number): number => {
  const text = String(step);
  return text.includes('e-') ? Number(text.split('e-')[1]) : (text.split('.')[1]?.length ?? 0);
};

/** A tuned number as its step writes it: no binary noise (0.1 + 0.2) reaches the look or the source. */
export const onStep = (value: number, step: number): number => Number(value.toFixed(decimals(step)));

/** A colour as the look writes it: `#rrggbb`, lower case. */
export const asHex = (value: string): string => value.slice(0, 7).toLowerCase();

/**
 * The leva schema of a look: a folder per object and list on the way to each value, the value's control at the end
 * (a slider in its range, or a colour picker), each telling `onChange` its leaf when the developer changes it.
 */
export function levaSchema(
  look: unknown,
  ranges: unknown,
  onChange: (leaf: Leaf, value: unknown) => void,
): { schema: Schema; leaves: Leaf[] } {
  const root: Schema = {};
  const folders = new Map<string, Schema>([['', root]]);
  const leaves: Leaf[] = [];
  for (const { path, range } of lookLeaves(ranges)) {
    const key = path.join('/');
    const leaf = { path, range, key };
    leaves.push(leaf);
    let parent = root;
    for (let depth = 1; depth < path.length; depth += 1) {
      const at = path.slice(0, depth).join('/');
      let children = folders.get(at);
      if (!children) {
        children = {};
        folders.set(at, children);
        // A folder shows the last step of its path (`position`, a list's `0`). Open: a scene's folder opens on all of
        // its look, one toggle (leva animates each folder's height, and a folder opened inside one still opening
        // could stay clipped).
        parent[String(path[depth - 1])] = folder(children);
      }
      parent = children;
    }
    const value = valueAt(look, path);
    const label = String(path.at(-1));
    const changed = (next: unknown, _path: string, context: { initial: boolean }) => {
      if (!context.initial) onChange(leaf, next);
    };
    parent[key] =
      range.tune === 'colour'
        ? { value: value as string, label, onChange: changed }
        : { value: value as number, ...numberSettings(range), label, onChange: changed };
  }
  return { schema: root, leaves };
}

const numberSettings = ({ min, max, step }: NumberRange) => ({ min, max, step });
