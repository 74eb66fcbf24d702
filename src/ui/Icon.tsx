import type { IconName } from '../content/types';
import { iconPaths } from './iconPaths';

interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in pixels. */
  size?: number;
  className?: string;
}

/** A decorative inline SVG icon; the control or text beside it carries the accessible name. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
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
      dangerouslySetInnerHTML={{ __html: iconPaths[name] }}
    />
  );
}
