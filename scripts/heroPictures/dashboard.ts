// A dashboard picture: the page's three figures as tiles, and one chart of bars with a trend line over them.
import type { HeroPicture } from '../../src/content/types';
import { escape, frame, n, palette, svgRoot, wrap } from './svg';

type Dashboard = Extract<HeroPicture, { kind: 'dashboard' }>;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function figures(
  picture: Dashboard,
  box: Box,
  valueSize: number,
  labelSize: number,
  chars: number,
  pad: number,
): string {
  const gap = 12;
  const width = (box.width - 2 * gap) / 3;
  return picture.figures
    .map((figure, i) => {
      const x = box.x + i * (width + gap);
      const lines = wrap(figure.label, chars).slice(0, 3);
      return [
        `<rect x="${n(x)}" y="${box.y}" width="${n(width)}" height="${box.height}" rx="12" fill="${palette.panel}" stroke="${palette.panelEdge}"/>`,
        `<text x="${n(x + pad)}" y="${n(box.y + 14 + valueSize)}" font-size="${valueSize}" font-weight="800" letter-spacing="-.5" fill="${palette.text}">${escape(figure.value)}</text>`,
        ...lines.map(
          (line, l) =>
            `<text x="${n(x + pad)}" y="${n(box.y + 26 + valueSize + l * (labelSize + 3))}" font-size="${labelSize}" fill="${palette.muted}">${escape(line)}</text>`,
        ),
      ].join('');
    })
    .join('');
}

function chart(id: string, picture: Dashboard, box: Box, legend: boolean): string {
  const { bars, trend } = picture.chart;
  const base = box.y + box.height - (legend ? 22 : 16);
  const top = box.y + (legend ? 40 : 10);
  const span = base - top;
  const slot = box.width / bars.length;
  const barWidth = Math.min(34, slot * 0.46);
  const grid = [0.25, 0.5, 0.75]
    .map(
      (f) =>
        `<path d="M${n(box.x)} ${n(base - f * span)}H${n(box.x + box.width)}" stroke="${palette.panelEdge}"/>`,
    )
    .join('');
  const columns = bars
    .map((bar, i) => {
      const x = box.x + slot * i + (slot - barWidth) / 2;
      const height = bar.value * span;
      const last = i === bars.length - 1;
      return [
        `<rect x="${n(x)}" y="${n(base - height)}" width="${n(barWidth)}" height="${n(height)}" rx="4" fill="${last ? palette.solutions : 'rgba(96,165,250,0.45)'}"/>`,
        legend
          ? `<text x="${n(x + barWidth / 2)}" y="${n(base + 16)}" text-anchor="middle" font-size="10" fill="${palette.muted}">${escape(bar.label)}</text>`
          : '',
      ].join('');
    })
    .join('');
  const points = trend.map(
    (v, i) => [box.x + (i * box.width) / (trend.length - 1), base - v * span] as const,
  );
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
  const [endX, endY] = points.at(-1) ?? [box.x, base];
  const area = `${line}L${n(box.x + box.width)} ${n(base)}L${n(box.x)} ${n(base)}Z`;
  const key = legend
    ? [
        `<rect x="${n(box.x)}" y="${n(box.y + 8)}" width="10" height="10" rx="2" fill="${palette.solutions}"/>`,
        `<text x="${n(box.x + 16)}" y="${n(box.y + 17)}" font-size="11" fill="${palette.label}">${escape(picture.chart.barsLabel)}</text>`,
        `<path d="M${n(box.x + 130)} ${n(box.y + 13)}h14" stroke="${palette.talent}" stroke-width="2.5" stroke-linecap="round"/>`,
        `<text x="${n(box.x + 152)}" y="${n(box.y + 17)}" font-size="11" fill="${palette.label}">${escape(picture.chart.trendLabel)}</text>`,
      ].join('')
    : '';
  return [
    `<defs><linearGradient id="${id}-area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.talent}" stop-opacity=".28"/><stop offset="1" stop-color="${palette.talent}" stop-opacity="0"/></linearGradient></defs>`,
    grid,
    `<path d="M${n(box.x)} ${n(base)}H${n(box.x + box.width)}" stroke="${palette.edge}"/>`,
    columns,
    `<path d="${area}" fill="url(#${id}-area)"/>`,
    `<path d="${line}" fill="none" stroke="${palette.talent}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<circle cx="${n(endX)}" cy="${n(endY)}" r="4.5" fill="${palette.talent}" stroke="${palette.frame}" stroke-width="2"/>`,
    key,
  ].join('');
}

/** Beside the copy: 560 × 420, three figure tiles over a chart panel. */
export function dashboardWide(picture: Dashboard, id: string): string {
  const [width, height, bar] = [560, 420, 40];
  const panel = { x: 24, y: 164, width: width - 48, height: 232 };
  return svgRoot(
    width,
    height,
    frame(id, width, height, picture.title, bar) +
      figures(picture, { x: 24, y: 60, width: width - 48, height: 88 }, 26, 11, 24, 14) +
      `<rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="14" fill="${palette.panel}" stroke="${palette.panelEdge}"/>` +
      chart(
        id,
        picture,
        { x: panel.x + 20, y: panel.y + 8, width: panel.width - 40, height: panel.height - 12 },
        true,
      ),
  );
}

/** Under the copy on tablets and phones: 360 × 214, the three figures and a small chart. */
export function dashboardNarrow(picture: Dashboard, id: string): string {
  const [width, height, bar] = [360, 214, 30];
  return svgRoot(
    width,
    height,
    frame(`${id}n`, width, height, picture.title, bar, 9.5) +
      figures(picture, { x: 14, y: 42, width: width - 28, height: 76 }, 16, 9, 18, 10) +
      chart(`${id}n`, picture, { x: 22, y: 128, width: width - 44, height: 78 }, false),
  );
}
