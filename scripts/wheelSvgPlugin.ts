// Vite plugin: `virtual:wheel-svg`, what the SVG wheel draws from the wheel's look (its shapes, its shadow, and each
// face's colours under the look's lights, computed by the model of src/features/service-wheel/wheelShading.ts). The
// page gets these, not the model, the lights or the materials (the `?debug` panel runs the model itself).
import { derivedModulePlugin } from './derivedModulePlugin.ts';

type Shading = typeof import('../src/features/service-wheel/wheelShading.ts');

/** The module's source: the SVG's look, derived from the wheel's look in the source. */
export const wheelSvgModule = ({ wheelSvgFrom }: Shading): string =>
  `export default ${JSON.stringify(wheelSvgFrom())};\n`;

export const wheelSvgPlugin = () =>
  derivedModulePlugin<[Shading]>({
    name: 'wheel-svg',
    from: ['src/features/service-wheel/wheelShading.ts'],
    source: ([shading]) => wheelSvgModule(shading),
  });
