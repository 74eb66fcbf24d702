/** A `#rrggbb` colour's channels, 0–255. */
export const hexRgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** A `#rrggbb` colour at an opacity, as CSS `rgba()`: how a look's colour is drawn see-through. */
export const withAlpha = (hex: string, alpha: number): string => `rgba(${hexRgb(hex).join(', ')}, ${alpha})`;
