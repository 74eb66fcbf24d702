import { shellIconPaths, type ShellIconName } from './shellIconPaths';

/** Units across the square frame every icon is drawn in. */
export const ICON_FRAME = 24;
const STROKE_WIDTH = 1.8;
/** The stroke every icon is drawn with, as SVG attributes: for a scene that rasterizes an icon (decalAtlas.ts). */
export const ICON_SVG_ATTRIBUTES = `fill="none" stroke="currentColor" stroke-width="${STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"`;

export interface SvgIconProps {
  /** Edge length in pixels. */
  size?: number;
  className?: string;
  /** Marks the icon as a diagram twin's decal, drawn by the scene while it shows (DiagramTwins hides it then). */
  'data-decal'?: string;
}

/** An icon in the stroke frame every icon is drawn in; decorative, so the text beside it names the control. */
export function SvgIcon({
  markup,
  size = 24,
  className,
  'data-decal': decal,
}: SvgIconProps & { markup: string }) {
  return (
    <svg
      className={className}
      data-decal={decal}
      width={size}
      height={size}
      viewBox={`0 0 ${ICON_FRAME} ${ICON_FRAME}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={STROKE_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** The header's and footer's icons, without the full icon set on the critical path. */
export function ShellIcon({
  name,
  ...props
}: SvgIconProps & { /** Which icon to draw. */ name: ShellIconName }) {
  return <SvgIcon markup={shellIconPaths[name]} {...props} />;
}
