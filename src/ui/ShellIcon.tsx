import { shellIconPaths, type ShellIconName } from './shellIconPaths';

export interface SvgIconProps {
  /** Edge length in pixels. */
  size?: number;
  className?: string;
  /** Marks the icon as a diagram twin's decal, drawn by the scene (decalAtlas.ts): its hover scale. */
  'data-decal'?: string;
}

/** The 24×24 stroke frame every icon is drawn in; decorative, so the text beside it names the control. */
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
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
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
