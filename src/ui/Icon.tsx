import type { IconName } from '../content/types';
import { iconPaths } from './iconPaths';
import { SvgIcon, type SvgIconProps } from './ShellIcon';

/** A decorative inline SVG icon; the control or text beside it carries the accessible name. */
export function Icon({ name, ...props }: SvgIconProps & { /** Which icon to draw. */ name: IconName }) {
  return <SvgIcon markup={iconPaths[name]} {...props} />;
}
