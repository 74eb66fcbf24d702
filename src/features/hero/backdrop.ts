import type { HeroTab } from '../../store/hero';
import { hexRgb, withAlpha } from '../../ui/colour';
import { heroLook } from './look';

/**
 * The hero's two backdrops (their look: look.ts): a dark linear gradient, two soft coloured glows and a dot grid per
 * side. On mobile they are painted as the CSS gradients below; on desktop as pictures the build draws from the same
 * look (backdropPictures.ts).
 */

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** One side's gradients as CSS background layers, the uppermost first. */
export function backdropCss(side: HeroTab): string {
  const { angle, stops, glows } = heroLook[side];
  const { color, alpha, solid, fade, pitch } = heroLook.dots;
  return [
    ...glows.map(
      (glow) =>
        `radial-gradient(ellipse ${percent(glow.radius[0] ?? 0)} ${percent(glow.radius[1] ?? 0)} at ` +
        `${percent(glow.at[0] ?? 0)} ${percent(glow.at[1] ?? 0)}, ${withAlpha(glow.color, glow.alpha)}, transparent ${percent(heroLook.glowFade)})`,
    ),
    `radial-gradient(${withAlpha(color, alpha)} ${solid}px, transparent ${fade}px) 0 0 / ${pitch}px ${pitch}px`,
    `linear-gradient(${angle}deg, ${stops.map((stop) => `rgb(${hexRgb(stop.color).join(', ')}) ${percent(stop.at)}`).join(', ')})`,
  ].join(', ');
}
