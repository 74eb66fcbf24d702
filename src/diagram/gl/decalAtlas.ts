import type { Diagram, IconDecal, NodeDecals, TextDecal } from '../defineDiagram';

/**
 * What a twin shows on its node (the workflow's icon and badge), drawn in the scene instead of above it: each
 * rasterized once into an atlas, from its data (the diagram's `decals`: icon markup, text, font, colour), where the
 * page lays it out (the twin's `[data-decal]` elements: their geometry only, never their style). Painted in the DOM above the canvas, they would be composited again at every frame the scene
 * draws; in the scene they cost nothing between ticks. The DOM keeps them (hidden while the scene shows:
 * DiagramTwins) for their layout, the SVG fallback and a lost context.
 */
export interface Decal {
  /** The node's index. */
  node: number;
  /** Centre relative to the node's centre and size, in CSS pixels (y up, the scene's frame). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Its cell in the atlas (texture coordinates, v up). */
  uv: readonly [number, number, number, number];
  /** Scale while the node is hovered. */
  grow: number;
}

export interface DecalAtlas {
  image: HTMLCanvasElement;
  decals: readonly Decal[];
}

/** Device pixels around each cell: room for the linear filter and a grown decal's edge. */
const PAD = 2;
/** How long the atlas draws before it lets the browser run another task. */
const ATLAS_SLICE_MS = 12;
const ATLAS_WIDTH = 512;

interface Piece {
  node: number;
  decal: IconDecal | TextDecal;
  /** Where the page lays it out (CSS pixels, viewport), and relative to the twin's centre (y down). */
  box: DOMRect;
  left: number;
  top: number;
}

/** An element's layout box: its bounding box without its own centred scale (a hovered icon's transform). */
function layoutBox(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  const { a, b } = new DOMMatrixReadOnly(
    getComputedStyle(element).transform.replace('none', 'matrix(1,0,0,1,0,0)'),
  );
  const scale = Math.hypot(a, b) || 1;
  if (Math.abs(scale - 1) < 1e-3) return rect;
  const [w, h] = [rect.width / scale, rect.height / scale];
  return new DOMRect(rect.x + (rect.width - w) / 2, rect.y + (rect.height - h) / 2, w, h);
}

/** The decals of every twin and where the page lays them out: the twin's `[data-decal="icon"|"badge"]` elements. */
function piecesOf(diagram: Diagram): Piece[] {
  const pieces: Piece[] = [];
  diagram.nodes.forEach((node, index) => {
    const twin = document.getElementById(diagram.twinId(node.id));
    const decals: NodeDecals | undefined = diagram.decals[index];
    if (!twin || !decals) return;
    const t = twin.getBoundingClientRect();
    const [cx, cy] = [t.x + t.width / 2, t.y + t.height / 2];
    for (const [name, decal] of Object.entries(decals) as [keyof NodeDecals, IconDecal | TextDecal][]) {
      const element = twin.querySelector(`[data-decal="${name}"]`);
      const box = element && layoutBox(element);
      if (box && box.width > 0 && box.height > 0)
        pieces.push({ node: index, decal, box, left: box.x - cx, top: box.y - cy });
    }
  });
  return pieces;
}

/**
 * An icon as an image `w` × `h` device pixels large, its 24-unit frame filling `size` (CSS pixels at `dpr`) from
 * `dx`, `dy` device pixels: rasterized where the page puts it, to the fraction of a pixel, not resampled there.
 */
async function iconImage(
  icon: IconDecal,
  size: DOMRect,
  dpr: number,
  { w, h, dx, dy }: { w: number; h: number; dx: number; dy: number },
): Promise<HTMLImageElement> {
  // Frame units per device pixel.
  const sx = icon.frame / (size.width * dpr);
  const sy = icon.frame / (size.height * dpr);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" preserveAspectRatio="none" ` +
    `viewBox="${-dx * sx} ${-dy * sy} ${w * sx} ${h * sy}" style="color: ${icon.color}" ${icon.attributes}>` +
    `${icon.markup}</svg>`;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  return image;
}

/** A line of text as the page sets it: its font, letter spacing and colour, on the box's first line. */
async function drawText(ctx: CanvasRenderingContext2D, decal: TextDecal): Promise<void> {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const size = decal.font.sizeRem * rem;
  const font = `${decal.font.weight} ${size}px ${decal.font.family}`;
  await document.fonts.load(font, decal.text);
  ctx.font = font;
  ctx.letterSpacing = `${decal.font.letterSpacingEm * size}px`;
  ctx.fillStyle = decal.color;
  ctx.textBaseline = 'alphabetic';
  const { fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent } = ctx.measureText(decal.text);
  // CSS puts half the leading above the line's ascent.
  ctx.fillText(decal.text, 0, (decal.font.lineHeight * size - (ascent + descent)) / 2 + ascent);
}

/** Shelf packing, in device pixels: each piece from the device pixel its box starts in, with its fraction. */
function packCells(pieces: readonly Piece[], dpr: number) {
  const cells = pieces.map(({ box }) => {
    const fx = box.x * dpr - Math.floor(box.x * dpr);
    const fy = box.y * dpr - Math.floor(box.y * dpr);
    const w = Math.ceil(box.width * dpr + fx);
    const h = Math.ceil(box.height * dpr + fy);
    return { fx, fy, w, h, cw: w + PAD * 2, ch: h + PAD * 2, x: 0, y: 0 };
  });
  let [x, y, row] = [0, 0, 0];
  for (const cell of cells) {
    if (x + cell.cw > ATLAS_WIDTH) [x, y, row] = [0, y + row, 0];
    [cell.x, cell.y] = [x, y];
    x += cell.cw;
    row = Math.max(row, cell.ch);
  }
  return { cells, height: y + row };
}

/**
 * Rasterizes the decals of a diagram's twins at `dpr` device pixels per CSS pixel, as the page lays them out now.
 * Null when the twins show none (the talent network).
 */
export async function buildDecalAtlas(diagram: Diagram, dpr: number): Promise<DecalAtlas | null> {
  const pieces = piecesOf(diagram);
  if (pieces.length === 0) return null;
  // Drawn at the same fraction of a pixel as the page draws it: the quad's corner then falls on a device pixel.
  const { cells, height } = packCells(pieces, dpr);
  const image = document.createElement('canvas');
  image.width = ATLAS_WIDTH;
  image.height = height;
  const ctx = image.getContext('2d');
  if (!ctx) return null;
  const decals: Decal[] = [];
  let sliceStart = performance.now();
  for (const [i, { node, decal, box, left, top }] of pieces.entries()) {
    const cell = cells[i];
    if (!cell) continue;
    // Drawn in slices of a task each: all the pieces in one were a task of 50–100 ms on a desktop (docs/decisions/0045).
    if (performance.now() - sliceStart > ATLAS_SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve));
      sliceStart = performance.now();
    }
    if ('markup' in decal) {
      const icon = await iconImage(decal, box, dpr, { w: cell.w, h: cell.h, dx: cell.fx, dy: cell.fy });
      ctx.drawImage(icon, cell.x + PAD, cell.y + PAD, cell.w, cell.h);
    } else {
      // Within its cell, padding included: a glyph's overhang shows as on the page, and never in a neighbour.
      ctx.save();
      ctx.beginPath();
      ctx.rect(cell.x, cell.y, cell.cw, cell.ch);
      ctx.clip();
      ctx.translate(cell.x + PAD + cell.fx, cell.y + PAD + cell.fy);
      ctx.scale(dpr, dpr);
      await drawText(ctx, decal);
      ctx.restore();
    }
    // The quad covers the cell with its padding (CSS pixels), from the device pixel the piece starts in.
    const [cw, ch] = [cell.cw / dpr, cell.ch / dpr];
    const x = left - (cell.fx + PAD) / dpr;
    const y = top - (cell.fy + PAD) / dpr;
    decals.push({
      node,
      x: x + cw / 2,
      y: -(y + ch / 2),
      w: cw,
      h: ch,
      uv: [
        cell.x / image.width,
        1 - (cell.y + cell.ch) / image.height,
        (cell.x + cell.cw) / image.width,
        1 - cell.y / image.height,
      ],
      grow: 'grow' in decal ? decal.grow : 1,
    });
  }
  return { image, decals };
}
