import {
  clipTest,
  diagramFragmentGlsl,
  edgeVaryingsGlsl,
  nodeVaryingsGlsl,
} from '../../diagram/gl/diagramGlsl';

/** Quad half-size in node radii: room for the glow and the pulse ring. */
export const NODE_QUAD = 3.4;

/** A node: a dark disc with a teal ring and centre; the lit node swells and glows, the trail fades behind it. */
export const nodeFragment = /* glsl */ `
uniform vec3 uColor;
uniform vec3 uCore;
uniform vec3 uBase;
${diagramFragmentGlsl}
${nodeVaryingsGlsl()}
void main() {
  ${clipTest}
  float isActive = is(vIndex, uActive);
  // Distance from the centre in node radii: q across the quad (its edge at NODE_QUAD), d on the node, which swells
  // a little as the signal lands.
  float q = length((vUv - 0.5) * 2.0 * ${NODE_QUAD.toFixed(2)});
  float d = q / (1.0 + 0.3 * isActive * uProgress);
  float aa = fwidth(d) * 1.2;
  float isPrev = is(vIndex, uPrev);
  float trail = max(is(vIndex, uTrail.x) * 0.55, max(is(vIndex, uTrail.y) * 0.3, is(vIndex, uTrail.z) * 0.15));
  float focus = nodeFocus(vIndex);
  float energy = max(max(isActive * uProgress, isPrev * 0.55), max(trail, focus));

  vec4 c = vec4(0.0);
  // The halo fades out before the quad's edge, swollen or not (cut by the quad, a swollen node's glow was square).
  float halo = exp(-max(d - 1.0, 0.0) * 1.2) * (1.0 - smoothstep(${(NODE_QUAD - 0.7).toFixed(2)}, ${NODE_QUAD.toFixed(2)}, q));
  c = over(c, uColor, halo * (0.05 + 0.55 * energy) * uGlow);
  float radius = mix(1.1, ${(NODE_QUAD - 0.4).toFixed(2)}, uProgress);
  float pulse = isActive * (1.0 - uProgress) * (1.0 - smoothstep(0.0, 0.2, abs(d - radius)));
  c = over(c, uCore, pulse * 0.85 * uGlow);
  float disc = 1.0 - smoothstep(1.0 - aa, 1.0 + aa, d);
  c = over(c, mix(uBase, uColor, energy), disc * 0.96);
  float ring = 1.0 - smoothstep(0.09 - aa, 0.09 + aa, abs(d - 0.91));
  c = over(c, mix(uColor, uCore, energy), ring);
  float centre = 1.0 - smoothstep(0.36 - aa, 0.36 + aa, d);
  c = over(c, mix(uColor, uCore, energy), centre * (0.55 + 0.45 * energy));
  if (c.a < 0.003) discard;
  gl_FragColor = c;
  #include <colorspace_fragment>
}
`;

/** An edge: faint; the hop the signal made is lit behind a bright spot travelling it; focus lights a node's edges. */
export const edgeFragment = /* glsl */ `
uniform vec3 uColor;
uniform vec3 uEdge;
uniform vec3 uCore;
${diagramFragmentGlsl}
${edgeVaryingsGlsl}
void main() {
  ${clipTest}
  float forward = edgeForward(vEnds);
  float lit = max(forward, edgeBackward(vEnds));
  float t = forward > 0.5 ? vT : 1.0 - vT;
  float head = uProgress;
  float spot = lit * (1.0 - smoothstep(0.0, 0.18, abs(t - head))) * (1.0 - uProgress * 0.6);
  float wake = lit * step(t, head) * 0.55;
  float focus = edgeFocus(vEnds);
  vec3 color = uEdge;
  float alpha = 0.34;
  color = mix(color, uColor, max(wake, focus * 0.8));
  alpha = max(alpha, max(wake, focus * 0.7));
  color = mix(color, uCore, spot);
  alpha = max(alpha, spot * uGlow);
  gl_FragColor = vec4(color, alpha * edgeCoverage());
  #include <colorspace_fragment>
}
`;
