// An architecture picture: the layers of a system, top to bottom, each a dashed band of parts, joined by lit
// connections, and what runs beside every layer in a column of its own.
import type { HeroPicture, PictureNode } from '../../src/content/types';
import {
  caption,
  edge,
  escape,
  frame,
  glow,
  icon,
  n,
  neighbours,
  palette,
  svgRoot,
  textWidth,
  wrap,
} from './svg';

type Architecture = Extract<HeroPicture, { kind: 'architecture' }>;

function part(
  node: PictureNode,
  x: number,
  y: number,
  size: number,
  font: number,
  withLabel: boolean,
): string {
  const h = size / 2;
  return [
    `<rect x="${n(x - h)}" y="${n(y - h)}" width="${size}" height="${size}" rx="${n(size / 4)}" fill="${palette.tile}" stroke="${palette.solutions}" stroke-width="1.5"/>`,
    icon(node.icon, x, y, Math.round(size * 0.5), palette.solutions),
    withLabel
      ? `<text x="${n(x + h + 8)}" y="${n(y + font * 0.36)}" font-size="${font}" font-weight="600" fill="${palette.text}">${escape(node.label)}</text>`
      : '',
  ].join('');
}

/** Beside the copy: 560 × 420, the layers as bands down the window, the aside as a column on the right. */
export function architectureWide(picture: Architecture, id: string): string {
  const [width, height, bar] = [560, 420, 40];
  const count = picture.layers.length;
  const left = 120;
  const right = picture.aside ? width - 112 : width - 24;
  const top = bar + 22;
  const gap = 16;
  const band = (height - top - 22 - gap * (count - 1)) / count;
  const centreX = (left + right) / 2;
  const layers = picture.layers.map((layer, i) => {
    const y = top + i * (band + gap);
    const mid = y + band / 2;
    // Each part is its tile and its name; the parts share the band's width with equal space around them.
    const blocks = layer.nodes.map((node) => 34 + 8 + textWidth(node.label, 12));
    const space = (right - left - blocks.reduce((a, b) => a + b, 0)) / (blocks.length + 1);
    let cursor = left;
    const parts = layer.nodes
      .map((node, k) => {
        cursor += space;
        const x = cursor + 17;
        cursor += blocks[k] ?? 0;
        return part(node, x, mid, 34, 12, true);
      })
      .join('');
    return {
      mid,
      markup: [
        `<rect x="${left}" y="${n(y)}" width="${right - left}" height="${n(band)}" rx="14" fill="${palette.panel}" stroke="${palette.panelEdge}" stroke-dasharray="5 5"/>`,
        ...wrap(layer.label.toUpperCase(), 9).map(
          (line, l, all) =>
            `<text x="24" y="${n(mid + 4 + (l - (all.length - 1) / 2) * 13)}" font-size="10" font-weight="600" letter-spacing=".9" fill="${palette.muted}">${escape(line)}</text>`,
        ),
        parts,
      ].join(''),
    };
  });
  // The connection from each band down to the next: lit, with a bead where it enters.
  const joins = neighbours(layers)
    .map(([from, layer]) => {
      const y1 = from.mid + band / 2;
      const y2 = layer.mid - band / 2;
      return `<path d="M${n(centreX)} ${n(y1)}V${n(y2)}" stroke="${palette.solutions}" stroke-width="2"/><circle cx="${n(centreX)}" cy="${n(y2)}" r="3.5" fill="${palette.solutions}"/>`;
    })
    .join('');
  let aside = '';
  if (picture.aside) {
    const x = width - 62;
    const y1 = top;
    const y2 = height - 22;
    const mid = (y1 + y2) / 2;
    aside = [
      `<rect x="${x - 38}" y="${y1}" width="76" height="${y2 - y1}" rx="14" fill="${palette.panel}" stroke="${palette.panelEdge}"/>`,
      ...layers.map((layer) => edge(right, layer.mid, x - 38, layer.mid, null)),
      glow(`${id}-glow`, x, mid, 44, palette.talent),
      `<circle cx="${x}" cy="${n(mid)}" r="22" fill="${palette.tile}" stroke="${palette.talent}" stroke-width="1.5"/>`,
      icon(picture.aside.icon, x, mid, 22, palette.talent),
      caption(picture.aside.label, x, mid + 40, 10),
    ].join('');
  }
  return svgRoot(
    width,
    height,
    frame(id, width, height, picture.title, bar) + layers.map((l) => l.markup).join('') + joins + aside,
  );
}

/** Under the copy on tablets and phones: 360 × 170, the layers as columns left to right, icons only. */
export function architectureNarrow(picture: Architecture, id: string): string {
  const [width, height, bar] = [360, 170, 30];
  const count = picture.layers.length;
  const gap = 14;
  const column = (width - 28 - gap * (count - 1)) / count;
  const top = bar + 30;
  const bottom = height - 12;
  const columns = picture.layers.map((layer, i) => {
    const x = 14 + i * (column + gap);
    const mid = x + column / 2;
    // One row for up to three parts, two by two for four.
    const across = layer.nodes.length <= 3 ? layer.nodes.length : 2;
    const rows = Math.ceil(layer.nodes.length / across);
    const parts = layer.nodes
      .map((node, k) => {
        const px = mid + ((k % across) - (across - 1) / 2) * 31;
        const py = (top + bottom) / 2 + (Math.floor(k / across) - (rows - 1) / 2) * 33;
        return part(node, px, py, 25, 0, false);
      })
      .join('');
    return {
      x,
      markup: [
        `<rect x="${n(x)}" y="${top}" width="${n(column)}" height="${bottom - top}" rx="12" fill="${palette.panel}" stroke="${palette.panelEdge}" stroke-dasharray="5 5"/>`,
        caption(layer.label, mid, top - 9, 8.5, palette.muted),
        parts,
      ].join(''),
    };
  });
  const mid = (top + bottom) / 2;
  const joins = neighbours(columns)
    .map(
      ([from, to]) =>
        `<path d="M${n(from.x + column)} ${n(mid)}H${n(to.x)}" stroke="${palette.solutions}" stroke-width="2"/>`,
    )
    .join('');
  return svgRoot(
    width,
    height,
    frame(`${id}n`, width, height, picture.title, bar, 9.5) + columns.map((c) => c.markup).join('') + joins,
  );
}
