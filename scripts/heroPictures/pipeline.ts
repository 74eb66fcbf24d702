// A pipeline picture: the steps of a flow as the home workflow draws them, lit up to the active step, and one of the
// page's figures under them.
import type { HeroPicture, PictureNode } from '../../src/content/types';
import {
  accent,
  caption,
  edge,
  escape,
  frame,
  glow,
  n,
  neighbours,
  palette,
  svgRoot,
  textWidth,
  tile,
  wrap,
} from './svg';

type Pipeline = Extract<HeroPicture, { kind: 'pipeline' }>;

/** The step the flow has reached: the edges up to it are lit and it glows. */
const ACTIVE = 2;
/** Vertical offsets of the steps around the band's centre line: a meander, not a staircase. */
const MEANDER = [26, -30, 18, -34, 12, -22];

interface Placed {
  node: PictureNode;
  x: number;
  y: number;
}

function steps(
  picture: Pipeline,
  placed: Placed[],
  size: number,
  id: string,
  labelGap: number,
  font: number,
) {
  const tone = picture.tone === 'talent' ? palette.talent : palette.solutions;
  const colour = (node: PictureNode) => (picture.tone === 'talent' ? tone : accent(node.kind, tone));
  const edges = neighbours(placed)
    .map(([from, to], i) => edge(from.x + size / 2, from.y, to.x - size / 2, to.y, i < ACTIVE ? tone : null))
    .join('');
  const active = placed[ACTIVE];
  const halo = active ? glow(`${id}-glow`, active.x, active.y, size * 1.15, colour(active.node)) : '';
  const tiles = placed
    .map(
      ({ node, x, y }) =>
        tile(node, x, y, size, colour(node), picture.tone === 'talent') +
        caption(node.label, x, y + size / 2 + labelGap, font),
    )
    .join('');
  return edges + halo + tiles;
}

/** Beside the copy: 560 × 420, the flow across the window and the figure in a panel under it. */
export function pipelineWide(picture: Pipeline, id: string): string {
  const [width, height, bar] = [560, 420, 40];
  const count = picture.steps.length;
  const placed = picture.steps.map((node, i) => ({
    node,
    x: 74 + (i * (width - 148)) / Math.max(1, count - 1),
    y: 180 + (MEANDER[i] ?? 0),
  }));
  // The figure in a panel under the flow: the value, and its caption beside it in up to two lines.
  const tone = picture.tone === 'talent' ? palette.talent : palette.solutions;
  const valueEnd = 48 + textWidth(picture.figure.value, 38, 'heavy');
  const captionWidth = width - 48 - valueEnd - 28;
  const lines = wrap(picture.figure.label, Math.floor(captionWidth / (14 * 0.52))).slice(0, 2);
  const captionTop = 344 - (lines.length - 1) * 9;
  const figure = [
    `<rect x="24" y="298" width="${width - 48}" height="94" rx="14" fill="${palette.panel}" stroke="${palette.panelEdge}"/>`,
    `<rect x="24" y="318" width="3" height="54" rx="1.5" fill="${tone}"/>`,
    `<text x="46" y="359" font-size="38" font-weight="800" letter-spacing="-.8" fill="${palette.text}">${escape(picture.figure.value)}</text>`,
    ...lines.map(
      (line, i) =>
        `<text x="${n(valueEnd + 28)}" y="${n(captionTop + i * 19)}" font-size="14" fill="${palette.label}">${escape(line)}</text>`,
    ),
  ].join('');
  return svgRoot(
    width,
    height,
    frame(id, width, height, picture.title, bar) + steps(picture, placed, 50, id, 20, 10) + figure,
  );
}

/** Under the copy on tablets and phones: 360 × 150, the flow in one row. */
export function pipelineNarrow(picture: Pipeline, id: string): string {
  const [width, height, bar] = [360, 150, 30];
  const count = picture.steps.length;
  const placed = picture.steps.map((node, i) => ({
    node,
    x: 40 + (i * (width - 80)) / Math.max(1, count - 1),
    y: 80 + (i % 2 === 0 ? 4 : -4),
  }));
  return svgRoot(
    width,
    height,
    frame(`${id}n`, width, height, picture.title, bar, 9.5) + steps(picture, placed, 36, `${id}n`, 16, 8.5),
  );
}
