import {
  clipTest,
  diagramFragmentGlsl,
  edgeVaryingsGlsl,
  nodeVaryingsGlsl,
} from '../../diagram/gl/diagramGlsl';

import type { WorkflowNodeType } from '../../content/types';

/** Shape index the tile shader draws: 0 circle, 1 rounded square, 2 diamond, 3 squircle with inner ring. */
export const TYPE_SHAPE: Record<WorkflowNodeType, number> = {
  trigger: 0,
  action: 1,
  decision: 2,
  service: 3,
};

/** Quad half-size in tile half-sizes: room for the glow. */
export const TILE_QUAD = 1.9;

/**
 * A tile: glass in the shape of its type, a coloured border; the reached step ripples and glows. Its glass colours
 * (the look's, linear RGB) are written into the source: a tuned one compiles a new program, the look in the source
 * compiles the one it always did.
 */
export const tileFragment = (glass: readonly (readonly number[])[]) => /* glsl */ `
${diagramFragmentGlsl}
${nodeVaryingsGlsl([
  { name: 'aShape', type: 'float' },
  { name: 'aColor', type: 'vec3' },
])}
float roundBox(vec2 p, vec2 b, float r) {
  vec2 q = abs(p) - b + r;
  return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}
float shape(vec2 p) {
  if (vShape < 0.5) return length(p) - 1.0;
  if (vShape < 1.5) return roundBox(p, vec2(1.0), 0.5);
  if (vShape < 2.5) {
    vec2 r = vec2(p.x + p.y, p.y - p.x) * 0.70710678;
    return roundBox(r, vec2(0.8), 0.28);
  }
  return roundBox(p, vec2(1.0), 0.72);
}
void main() {
  ${clipTest}
  vec2 p = (vUv - 0.5) * 2.0 * ${TILE_QUAD.toFixed(2)};
  p.y = -p.y;
  float d = shape(p);
  float aa = fwidth(d) * 1.2;
  float isActive = is(vIndex, uActive);
  float isPrev = is(vIndex, uPrev);
  float focus = nodeFocus(vIndex);
  float energy = max(isActive * smoothstep(0.0, 1.0, uProgress), max(isPrev * (1.0 - uProgress), focus * 0.85));

  vec4 c = vec4(0.0);
  float glow = exp(-max(d, 0.0) * 3.2) * (1.0 - smoothstep(0.7, 0.9, d));
  c = over(c, vColor, glow * (0.06 + 0.5 * energy) * uGlow);
  float ripple = isActive * (1.0 - uProgress) * (1.0 - smoothstep(0.0, 0.08, abs(d - mix(0.0, 0.75, uProgress))));
  c = over(c, vColor, ripple * 0.7 * uGlow);
  float inside = 1.0 - smoothstep(-aa, aa, d);
  vec3 glass = mix(${glass.map((c) => `vec3(${c.join(', ')})`).join(', ')}, clamp(0.5 + p.y * 0.5, 0.0, 1.0));
  c = over(c, mix(glass, vColor * 0.42, energy * 0.75), inside * 0.94);
  float border = 1.0 - smoothstep(0.05 - aa, 0.05 + aa, abs(d + 0.05));
  c = over(c, vColor, border * (0.55 + 0.45 * energy));
  float inner = vShape > 2.5 ? 1.0 - smoothstep(0.03 - aa, 0.03 + aa, abs(d + 0.24)) : 0.0;
  c = over(c, vColor, inner * 0.35);
  if (c.a < 0.003) discard;
  gl_FragColor = c;
  #include <colorspace_fragment>
}
`;

/** A connection: dashed; the one into the reached step fills with light behind a travelling spot. */
export const flowFragment = /* glsl */ `
uniform vec3 uEdge;
uniform vec3 uFlow;
${diagramFragmentGlsl}
${edgeVaryingsGlsl}
void main() {
  ${clipTest}
  float lit = edgeForward(vEnds);
  float focus = edgeFocus(vEnds);
  float dash = step(0.45, fract(vDist / 9.0));
  float wake = lit * step(vT, uProgress);
  float spot = lit * (1.0 - smoothstep(0.0, 0.14, abs(vT - uProgress))) * (1.0 - uProgress * 0.5);
  float alpha = max(dash * 0.42, max(wake * 0.95, focus * 0.8));
  vec3 color = mix(uEdge, uFlow, max(wake, focus));
  color = mix(color, vec3(1.0), spot * 0.8);
  alpha = max(alpha, spot * uGlow);
  alpha *= edgeCoverage();
  if (alpha < 0.01) discard;
  gl_FragColor = vec4(color, alpha);
  #include <colorspace_fragment>
}
`;
