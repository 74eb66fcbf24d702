/** The SVG wheel's look, derived from the wheel's look at build time (scripts/wheelSvgPlugin.ts). */
declare module 'virtual:wheel-svg' {
  const look: import('./wheelSvgLook').WheelSvgLook;
  export default look;
}
