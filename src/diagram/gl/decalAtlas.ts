import type { Diagram } from '../defineDiagram';

/**
 * What a twin shows on its node (the workflow's icon and badge), drawn in the scene instead of above it: the twin's
 * `[data-decal]` elements, each rasterized once into an atlas where the page lays it out. Painted in the DOM above
 * the canvas, they would be composited again at every frame the scene draws; in the scene they cost nothing
 * between ticks. The DOM keeps them (hidden while the scene shows: DiagramTwins) for their layout, the SVG
 * fallback and a lost context.
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
  /** Scale while the node is hovered (the `data-decal` value, 1 when empty). */
  grow: number;
}

export interface DecalAtlas {
  image: HTMLCanvasElement;
  decals: readonly Decal[];
}

/** Device pixels around each cell: room for the linear filter and a grown decal's edge. */
const PAD = 2;
const ATLAS_WIDTH = 512;

interface Piece {
  node: number;
  element: Element;
  /** Layout box on the page and relative to the twin's centre (CSS pixels, y down), hover transform taken out. */
  box: DOMRect;
  left: number;
  top: number;
  grow: number;
}

/** The element's layout box: its bounding box without its own centred scale transform (a hovered icon's). */
function layoutBox(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  const matrix = new DOMMatrixReadOnly(
    getComputedStyle(element).transform.replace('none', 'matrix(1,0,0,1,0,0)'),
  );
  const scale = Math.hypot(matrix.a, matrix.b) || 1;
  if (Math.abs(scale - 1) < 1e-3) return rect;
  const w = rect.width / scale;
  const h = rect.height / scale;
  return new DOMRect(rect.x + (rect.width - w) / 2, rect.y + (rect.height - h) / 2, w, h);
}

function piecesOf(diagram: Diagram): Piece[] {
  const pieces: Piece[] = [];
  diagram.nodes.forEach((node, index) => {
    const twin = document.getElementById(diagram.twinId(node.id));
    if (!twin) return;
    const t = twin.getBoundingClientRect();
    const cx = t.x + t.width / 2;
    const cy = t.y + t.height / 2;
    for (const element of twin.querySelectorAll('[data-decal]')) {
      const box = layoutBox(element);
      if (box.width === 0 || box.height === 0) continue;
      pieces.push({
        node: index,
        element,
        box,
        left: box.x - cx,
        top: box.y - cy,
        grow: Number(element.getAttribute('data-decal')) || 1,
      });
    }
  });
  return pieces;
}

/**
 * An SVG decal as an image `w` × `h` device pixels large, in its computed colour, its content (`size`, CSS pixels,
 * at `dpr`) `dx`, `dy` device pixels from the corner: rasterized where the page puts it, to the fraction of a pixel,
 * not resampled there.
 */
async function svgImage(
  element: SVGSVGElement,
  size: DOMRect,
  dpr: number,
  { w, h, dx, dy }: { w: number; h: number; dx: number; dy: number },
): Promise<HTMLImageElement> {
  const clone = element.cloneNode(true) as SVGSVGElement;
  const view = element.viewBox.baseVal;
  const [vw, vh] = view && view.width > 0 ? [view.width, view.height] : [size.width, size.height];
  // viewBox units per device pixel.
  const sx = vw / (size.width * dpr);
  const sy = vh / (size.height * dpr);
  clone.setAttribute('width', String(w));
  clone.setAttribute('height', String(h));
  clone.setAttribute(
    'viewBox',
    `${(view?.x ?? 0) - dx * sx} ${(view?.y ?? 0) - dy * sy} ${w * sx} ${h * sy}`,
  );
  clone.setAttribute('preserveAspectRatio', 'none');
  clone.removeAttribute('class');
  clone.setAttribute('style', `color: ${getComputedStyle(element).color}`);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
  await image.decode();
  return image;
}

/** A text decal, drawn as the page sets it: font, letter spacing, case and colour, on the box's first line. */
async function drawText(ctx: CanvasRenderingContext2D, element: HTMLElement): Promise<void> {
  const style = getComputedStyle(element);
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const raw = element.textContent ?? '';
  const text =
    style.textTransform === 'uppercase'
      ? raw.toUpperCase()
      : style.textTransform === 'lowercase'
        ? raw.toLowerCase()
        : raw;
  await document.fonts.load(font, text);
  ctx.font = font;
  ctx.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
  ctx.fillStyle = style.color;
  ctx.textBaseline = 'alphabetic';
  const metrics = ctx.measureText(text);
  const ascent = metrics.fontBoundingBoxAscent;
  const lineHeight =
    style.lineHeight === 'normal' ? ascent + metrics.fontBoundingBoxDescent : parseFloat(style.lineHeight);
  // CSS puts half the leading above the line's ascent.
  const baseline = (lineHeight - (ascent + metrics.fontBoundingBoxDescent)) / 2 + ascent;
  ctx.fillText(text, 0, baseline);
}

/**
 * Rasterizes the decals of a diagram's twins at `dpr` device pixels per CSS pixel, as the page lays them out now.
 * Null when the twins show none (the talent network).
 */
export async function buildDecalAtlas(diagram: Diagram, dpr: number): Promise<DecalAtlas | null> {
  const pieces = piecesOf(diagram);
  if (pieces.length === 0) return null;
  // Each piece from the device pixel its box starts in, so it is drawn at the same fraction of a pixel as the page
  // draws it; the quad's corner then falls on a device pixel of the view. Shelf packing, in device pixels.
  const cells = pieces.map(({ box }) => {
    const fx = box.x * dpr - Math.floor(box.x * dpr);
    const fy = box.y * dpr - Math.floor(box.y * dpr);
    const w = Math.ceil(box.width * dpr + fx);
    const h = Math.ceil(box.height * dpr + fy);
    return { fx, fy, w, h, cw: w + PAD * 2, ch: h + PAD * 2, x: 0, y: 0 };
  });
  let x = 0;
  let y = 0;
  let row = 0;
  for (const cell of cells) {
    if (x + cell.cw > ATLAS_WIDTH) {
      x = 0;
      y += row;
      row = 0;
    }
    cell.x = x;
    cell.y = y;
    x += cell.cw;
    row = Math.max(row, cell.ch);
  }
  const image = document.createElement('canvas');
  image.width = ATLAS_WIDTH;
  image.height = y + row;
  const ctx = image.getContext('2d');
  if (!ctx) return null;
  const decals: Decal[] = [];
  for (const [i, piece] of pieces.entries()) {
    const cell = cells[i];
    if (!cell) continue;
    if (piece.element instanceof SVGSVGElement) {
      const svg = await svgImage(piece.element, piece.box, dpr, {
        w: cell.w,
        h: cell.h,
        dx: cell.fx,
        dy: cell.fy,
      });
      ctx.drawImage(svg, cell.x + PAD, cell.y + PAD, cell.w, cell.h);
    } else if (piece.element instanceof HTMLElement) {
      // Within its cell, padding included: a glyph's overhang shows as on the page, and never in a neighbour.
      ctx.save();
      ctx.beginPath();
      ctx.rect(cell.x, cell.y, cell.cw, cell.ch);
      ctx.clip();
      ctx.translate(cell.x + PAD + cell.fx, cell.y + PAD + cell.fy);
      ctx.scale(dpr, dpr);
      await drawText(ctx, piece.element);
      ctx.restore();
    }
    // The quad covers the cell with its padding (CSS pixels), from the device pixel the piece starts in.
    const cw = cell.cw / dpr;
    const ch = cell.ch / dpr;
    const left = piece.left - (cell.fx + PAD) / dpr;
    const top = piece.top - (cell.fy + PAD) / dpr;
    decals.push({
      node: piece.node,
      x: left + cw / 2,
      y: -(top + ch / 2),
      w: cw,
      h: ch,
      uv: [
        cell.x / image.width,
        1 - (cell.y + cell.ch) / image.height,
        (cell.x + cell.cw) / image.width,
        1 - cell.y / image.height,
      ],
      grow: piece.grow,
    });
  }
  return { image, decals };
}
