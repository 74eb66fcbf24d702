// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wheelLook } from '../src/features/service-wheel/look.ts';
import * as shading from '../src/features/service-wheel/wheelShading.ts';
import { wheelSvgModule } from './wheelSvgPlugin.ts';

describe('virtual:wheel-svg', () => {
  it('exports the SVG wheel’s look derived from the wheel’s look: its shapes, its shadow, its faces’ colours', async () => {
    const source = wheelSvgModule(shading);
    const { default: svg } = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      default: ReturnType<typeof shading.wheelSvgFrom>;
    };
    expect(svg).toEqual(shading.wheelSvgFrom(wheelLook));
    expect(svg.band).toEqual(wheelLook.band);
    expect(svg.shadowColor).toBe(wheelLook.color.shadow);
    expect(svg.shades.top).toHaveLength(2);
    // Not the scene's lights or materials: a phone downloads only what its drawing reads.
    expect(Object.keys(svg)).not.toContain('lights');
    expect(Object.keys(svg.hub)).toEqual(['top', 'foot', 'topInset', 'footInset']);
  });
});
