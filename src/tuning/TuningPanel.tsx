import { button, useControls } from 'leva';
import { useEffect, useState } from 'react';
import { looksChanged } from '../store/looks';
import { useWebgl } from '../store/webgl';
import { lookPatchProblems } from '../ui/lookRanges';
import { theme } from '../ui/theme';
import { asHex, levaSchema, onStep, type Leaf } from './levaSchema';
import { lookCode } from './lookCode';
import { applyLookPatch, lookDiff, setValueAt, valueAt } from './lookPatch';
import { storedPatches, storePatches } from './lookStorage';
import { sceneLooks, type SceneLook } from './sceneLooks';

/** Each look as its module gave it: what "Reset" returns to (taken before any stored value is applied). */
let sources = new Map(sceneLooks.map((scene) => [scene.id, structuredClone(scene.look)]));

/** Each scene folder's way to show its look's values again in its controls ("Reset"). */
const refreshers = new Map<string, () => void>();

/** Each scene's patch against its source (the scenes with none left out). */
function patches(): Record<string, unknown> {
  return Object.fromEntries(
    sceneLooks
      .map((scene) => [scene.id, lookDiff(sources.get(scene.id), scene.look)] as const)
      .filter(([, patch]) => patch !== undefined),
  );
}

/**
 * The values kept from the last session, each checked against its scene's ranges before it is applied: before the
 * panel's first render, so its controls start from them.
 */
export function restoreStored(): void {
  const stored = storedPatches();
  for (const scene of sceneLooks) {
    const patch = stored[scene.id];
    if (patch === undefined || lookPatchProblems(scene.ranges, patch, scene.id).length > 0) continue;
    applyLookPatch(scene.look, patch);
    scene.derive?.(true);
  }
  looksChanged();
}

/** A changed value, as its control gives it, into the look: the renderers redraw and the work is kept. */
function tune(scene: SceneLook, leaf: Leaf, value: unknown): void {
  const { path, range } = leaf;
  setValueAt(
    scene.look,
    path,
    range.tune === 'number' ? onStep(Number(value), range.step) : asHex(String(value)),
  );
  const all = patches();
  scene.derive?.(all[scene.id] !== undefined);
  looksChanged();
  storePatches(all);
}

/** One scene's folder: a control per value of its look, in folders as the look nests them. */
function SceneFolder({ scene }: { scene: SceneLook }) {
  const [{ schema, leaves }] = useState(() =>
    levaSchema(scene.look, scene.ranges, (leaf, value) => tune(scene, leaf, value)),
  );
  const [, set] = useControls(scene.label, () => schema, { collapsed: true });
  useEffect(() => {
    // "Reset" and a save put the look's values back into the controls.
    const values = () => Object.fromEntries(leaves.map((leaf) => [leaf.key, valueAt(scene.look, leaf.path)]));
    refreshers.set(scene.id, () => set(values() as Parameters<typeof set>[0]));
  }, [scene, leaves, set]);
  return null;
}

/** Saves the tuned values into the look modules through the dev server (scripts/lookWriterPlugin.ts). */
async function saveToSource(): Promise<string> {
  const looks = patches();
  if (Object.keys(looks).length === 0) return 'Nothing to save: every look is as in its source.';
  // Not kept aside any more: the dev server reloads the page as soon as the files change, which can be before its
  // answer arrives here. Kept again if the save fails.
  storePatches({});
  const answer = await fetch('/__looks', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ looks }),
  }).then(async (response) => ({
    ok: response.ok,
    ...((await response.json()) as { written?: string[]; error?: string; problems?: string[] }),
  }));
  if (!answer.ok) {
    storePatches(looks);
    throw new Error([answer.error, ...(answer.problems ?? [])].filter(Boolean).join(' '));
  }
  // What was saved is the source now (the page reloads with it).
  sources = new Map(sceneLooks.map((scene) => [scene.id, structuredClone(scene.look)]));
  return `Saved to ${(answer.written ?? []).join(', ') || 'no file (no change)'}.`;
}

/** The tuned values as code to paste into the look modules (the production build has no writer). */
async function copyAsCode(): Promise<string> {
  const looks = patches();
  const code = lookCode(
    sceneLooks.flatMap((scene) =>
      looks[scene.id] === undefined ? [] : [{ file: scene.file, name: scene.name, patch: looks[scene.id] }],
    ),
  );
  if (!code) return 'Nothing to copy: every look is as in its source.';
  console.info(code);
  await navigator.clipboard.writeText(code).catch(() => undefined);
  return 'Copied the tuned values as code (also in the console).';
}

const statusStyle = {
  position: 'fixed',
  right: '12px',
  bottom: '12px',
  zIndex: theme.z.debug,
  maxWidth: '36rem',
  padding: '6px 10px',
  font: '12px ui-monospace, monospace',
  color: '#e2e8f0',
  background: 'rgba(2, 6, 23, 0.85)',
  borderRadius: '6px',
} as const;

/**
 * The `?debug` tuning panel (docs/decisions/0046-one-look-module-per-scene.md): a leva folder per scene's look, applied
 * live to its WebGL and SVG renderings, kept across reloads, and saved into the look modules ("Save to source", the
 * dev server) or copied as code (the production build). A lazy chunk of its own root: never loaded otherwise.
 */
export function TuningPanel() {
  const [status, setStatus] = useState('');
  const report = (work: () => Promise<string>) =>
    void work().then(setStatus, (error: unknown) => setStatus(`Not saved: ${(error as Error).message}`));

  useControls('Scenes', {
    renderer: {
      value: 'WebGL',
      options: ['WebGL', 'SVG'],
      onChange: (value: string) => useWebgl.setState({ forceSvg: value === 'SVG' }),
    },
    [import.meta.env.DEV ? 'Save to source' : 'Copy as code']: button(() =>
      report(import.meta.env.DEV ? saveToSource : copyAsCode),
    ),
    Reset: button(() => {
      for (const scene of sceneLooks) {
        applyLookPatch(scene.look, sources.get(scene.id));
        scene.derive?.(false);
      }
      storePatches({});
      looksChanged();
      for (const refresh of refreshers.values()) refresh();
      setStatus('Every look is back to its source.');
    }),
  });

  return (
    <>
      {sceneLooks.map((scene) => (
        <SceneFolder key={scene.id} scene={scene} />
      ))}
      {status && (
        <output style={statusStyle} data-tuning-status="">
          {status}
        </output>
      )}
    </>
  );
}
