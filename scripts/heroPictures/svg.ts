// The primitives of the hero pictures (docs/product.md#hero-pictures): a frame like an app window, tiles in the home
// workflow's look, labels, and the edges between them. Each returns SVG markup; numbers are rounded to 0.1 so the
// markup stays small.
import type { IconName, PictureNode, WorkflowNodeType } from '../../src/content/types';
import { workflowLook } from '../../src/features/workflow/look';
import { iconPaths } from '../../src/ui/iconPaths';
import { theme } from '../../src/ui/theme';

export const palette = {
  frame: 'rgba(15,23,42,0.78)',
  frameEdge: 'rgba(148,163,184,0.24)',
  panel: 'rgba(30,41,59,0.55)',
  panelEdge: 'rgba(148,163,184,0.18)',
  dot: 'rgba(148,163,184,0.16)',
  tile: 'rgba(15,23,42,0.92)',
  edge: 'rgba(148,163,184,0.4)',
  text: theme.color.textInverse,
  label: theme.color.textInverseMuted,
  muted: '#94a3b8',
  solutions: theme.color.solutionsGlow,
  talent: theme.color.talentGlow,
  kind: workflowLook.color,
} as const;

/** A number for an attribute: at most one decimal. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => entities[c] ?? c);

/** The window every picture sits in: rounded, glassy, a title bar with its three dots, and a dot grid. */
export function frame(
  id: string,
  width: number,
  height: number,
  title: string,
  bar: number,
  titleSize = 11,
): string {
  const dots = [0, 1, 2].map((i) => `<circle cx="${16 + i * 13}" cy="${n(bar / 2)}" r="3.5"/>`).join('');
  return [
    `<defs><pattern id="${id}-grid" width="20" height="20" patternUnits="userSpaceOnUse">`,
    `<circle cx="10" cy="10" r="1" fill="${palette.dot}"/></pattern></defs>`,
    `<rect x=".5" y=".5" width="${width - 1}" height="${height - 1}" rx="16" fill="${palette.frame}" stroke="${palette.frameEdge}"/>`,
    `<rect x="1" y="${bar}" width="${width - 2}" height="${height - bar - 1}" rx="15" fill="url(#${id}-grid)"/>`,
    `<path d="M1 ${bar}H${width - 1}" stroke="${palette.frameEdge}"/>`,
    `<g fill="#334155">${dots}</g>`,
    `<text x="60" y="${n(bar / 2 + titleSize * 0.36)}" font-size="${titleSize}" font-weight="600" letter-spacing="${n(titleSize * 0.1)}" fill="${palette.muted}">${escape(title.toUpperCase())}</text>`,
  ].join('');
}

/** An icon of the site's set, centred on (x, y). */
export function icon(name: IconName, x: number, y: number, size: number, color: string): string {
  return `<svg x="${n(x - size / 2)}" y="${n(y - size / 2)}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${iconPaths[name]}</svg>`;
}

/** The accent of a node: its kind's colour, as on the home workflow, or the tone's own. */
export const accent = (kind: WorkflowNodeType | undefined, fallback: string): string =>
  kind ? palette.kind[kind] : fallback;

/** A node's tile centred on (x, y), `size` across, in its kind's shape: circle, diamond, squircle or square. */
export function tile(
  node: PictureNode,
  x: number,
  y: number,
  size: number,
  color: string,
  round = false,
): string {
  const h = size / 2;
  const shape =
    round || node.kind === 'trigger'
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(h)}"`
      : node.kind === 'decision'
        ? `<rect x="${n(x - h * 0.76)}" y="${n(y - h * 0.76)}" width="${n(h * 1.52)}" height="${n(h * 1.52)}" rx="7" transform="rotate(45 ${n(x)} ${n(y)})"`
        : `<rect x="${n(x - h)}" y="${n(y - h)}" width="${size}" height="${size}" rx="${node.kind === 'service' ? n(h * 0.5) : n(size / 4)}"`;
  return `${shape} fill="${palette.tile}" stroke="${color}" stroke-width="1.5"/>${icon(node.icon, x, y, Math.round(size * 0.46), color)}`;
}

/** A soft glow behind a tile: the lit step, as the home workflow lights its active one. */
export function glow(id: string, x: number, y: number, radius: number, color: string): string {
  return [
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="url(#${id})"/>`,
  ].join('');
}

/** A label in small capitals, centred on x. */
export function caption(
  text: string,
  x: number,
  y: number,
  size = 10,
  color: string = palette.label,
): string {
  return `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-size="${size}" font-weight="600" letter-spacing="${n(size * 0.09)}" fill="${color}">${escape(text.toUpperCase())}</text>`;
}

/** A curve between two points, leaving and arriving level: dashed, or lit (solid, with a soft halo). */
export function edge(x1: number, y1: number, x2: number, y2: number, lit: string | null): string {
  const mx = (x1 + x2) / 2;
  const d = `M${n(x1)} ${n(y1)}C${n(mx)} ${n(y1)} ${n(mx)} ${n(y2)} ${n(x2)} ${n(y2)}`;
  return lit
    ? `<path d="${d}" fill="none" stroke="${lit}" stroke-opacity=".25" stroke-width="6"/><path d="${d}" fill="none" stroke="${lit}" stroke-width="2"/>`
    : `<path d="${d}" fill="none" stroke="${palette.edge}" stroke-width="1.5" stroke-dasharray="4 5"/>`;
}

/**
 * About how wide a text is set in Inter at `size` px: average advances of its weights (0.6 em heavy, 0.56 em semibold
 * and regular), generous so that what is placed by it never touches its neighbour.
 */
export const textWidth = (
  text: string,
  size: number,
  weight: 'regular' | 'semibold' | 'heavy' = 'semibold',
) => text.length * size * (weight === 'heavy' ? 0.6 : 0.56);

/** Words wrapped to lines of at most `chars` characters (an estimate: the pictures' copy is short). */
export function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Each element with the one after it. */
export const neighbours = <T>(list: readonly T[]): (readonly [T, T])[] =>
  list.flatMap((item, i) => (i + 1 < list.length ? [[item, list[i + 1] as T] as const] : []));

/** The picture's root element: scales with its box, hidden from assistive technology (its box carries the name). */
export const svgRoot = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true" focusable="false">${body}</svg>`;
