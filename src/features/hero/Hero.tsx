/** Placeholder: the home hero (text layer, diagonal WebGL panel / mobile tabs) lands with issue 3. */
export function Hero() {
  return null;
}
