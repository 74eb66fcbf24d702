/**
 * GLSL shared by the hero scenes. Positions are in the View's pixel frame (orthographic camera, origin at the box
 * centre, y up), so the diagonal clip is a plain line test against the world position.
 */
export const clipVertex = /* glsl */ `
varying vec2 vWorld;
`;

export const clipFragment = /* glsl */ `
uniform vec3 uClip;
varying vec2 vWorld;
`;

/** Discards the fragment on the far side of the hero's diagonal. */
export const clipTest = /* glsl */ `
if (dot(vec3(vWorld, 1.0), uClip) < 0.0) discard;
`;

/** Non-premultiplied "over" compositing of a colour layer. */
export const overFn = /* glsl */ `
vec4 over(vec4 under, vec3 color, float alpha) {
  float a = alpha + under.a * (1.0 - alpha);
  vec3 c = a > 0.0 ? (color * alpha + under.rgb * under.a * (1.0 - alpha)) / a : vec3(0.0);
  return vec4(c, a);
}
`;

/** The uniforms of `TickUniforms` (src/canvas/tickUniforms.ts), as the hero scenes' shaders declare them. */
export const tickUniformsGlsl = /* glsl */ `
uniform float uActive;
uniform float uPrev;
uniform float uHover;
uniform float uSelected;
uniform float uProgress;
uniform float uGlow;
`;
