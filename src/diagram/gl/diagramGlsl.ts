/**
 * GLSL shared by the node diagrams. Positions are in the view's pixel frame (orthographic camera, origin at the box
 * centre, y up), so the hero's diagonal clip is a plain line test against the world position. The fragment header
 * declares the uniforms of `DiagramUniforms` (useDiagramUniforms.ts) and the helpers every diagram shades with.
 */
export const diagramFragmentGlsl = /* glsl */ `
uniform vec3 uClip;
uniform float uActive;
uniform float uPrev;
uniform vec3 uTrail;
uniform float uHover;
uniform float uSelected;
uniform float uProgress;
uniform float uGlow;
varying vec2 vWorld;
// Index equality, focus (hovered or picked) of a node and of an edge's ends, the edge the signal came along
// (forward or backward) and non-premultiplied "over" compositing of a colour layer.
float is(float a, float b) { return 1.0 - step(0.5, abs(a - b)); }
float nodeFocus(float i) { return max(is(i, uHover), is(i, uSelected)); }
float edgeFocus(vec2 ends) { return max(nodeFocus(ends.x), nodeFocus(ends.y)); }
float edgeForward(vec2 ends) { return is(ends.x, uPrev) * is(ends.y, uActive); }
float edgeBackward(vec2 ends) { return is(ends.y, uPrev) * is(ends.x, uActive); }
vec4 over(vec4 under, vec3 color, float alpha) {
  float a = alpha + under.a * (1.0 - alpha);
  vec3 c = a > 0.0 ? (color * alpha + under.rgb * under.a * (1.0 - alpha)) / a : vec3(0.0);
  return vec4(c, a);
}
`;

/** Discards the fragment on the far side of the hero's diagonal (first statement of a fragment shader). */
export const clipTest = /* glsl */ `
if (dot(vec3(vWorld, 1.0), uClip) < 0.0) discard;
`;

/** A per-node attribute the fragment shader also needs (passed through as a varying). */
export interface NodeAttribute {
  name: string;
  type: 'float' | 'vec2' | 'vec3';
}

const varyingOf = (name: string) => `v${name.slice(1)}`;

/**
 * Vertex shader of a diagram's node quads (one instance per node): passes the quad's uv, the node index and the
 * given attributes (aShape → vShape) to the fragment shader, with the world position for the clip.
 */
export function nodeVertexShader(attributes: readonly NodeAttribute[] = []): string {
  const declarations = attributes
    .map(({ name, type }) => `attribute ${type} ${name};\nvarying ${type} ${varyingOf(name)};`)
    .join('\n');
  const assignments = attributes.map(({ name }) => `${varyingOf(name)} = ${name};`).join('\n  ');
  return /* glsl */ `
attribute float aIndex;
${declarations}
varying vec2 vUv;
varying float vIndex;
varying vec2 vWorld;
void main() {
  vUv = uv;
  vIndex = aIndex;
  ${assignments}
  vec4 world = modelMatrix * instanceMatrix * vec4(position, 1.0);
  vWorld = world.xy;
  gl_Position = projectionMatrix * viewMatrix * world;
}
`;
}

/** Declarations a node fragment shader gets for the attributes of `nodeVertexShader`. */
export const nodeVaryingsGlsl = (attributes: readonly NodeAttribute[] = []): string =>
  ['varying vec2 vUv;', 'varying float vIndex;']
    .concat(attributes.map(({ name, type }) => `varying ${type} ${varyingOf(name)};`))
    .join('\n');

/**
 * Device pixels from an edge's centre line to the outer side of its quad: the line is one device pixel wide (as a
 * GL line was) and fades over half a pixel each side, so it is antialiased without a multisampled drawing buffer.
 */
const EDGE_REACH = '1.0';

/**
 * Vertex shader of a diagram's edges (DiagramEdges): each segment is a quad pushed out from the segment by
 * EDGE_REACH device pixels each side (`aSide`, across `aAlong`, the segment's direction); along each edge its
 * position 0–1 (vT), the pixels travelled from its start (vDist), the indices of its two nodes (vEnds) and the device
 * pixels from its centre line (vAcross).
 */
export const edgeVertexShader = /* glsl */ `
attribute float aT;
attribute float aDist;
attribute vec2 aEnds;
attribute vec2 aAlong;
attribute float aSide;
uniform vec2 uViewPx;
varying float vT;
varying float vDist;
varying vec2 vEnds;
varying float vAcross;
varying vec2 vWorld;
void main() {
  vT = aT;
  vDist = aDist;
  vEnds = aEnds;
  // Device pixels per unit of the view's frame (its camera is orthographic).
  vec2 perPx = vec2(projectionMatrix[0][0], projectionMatrix[1][1]) * uViewPx * 0.5;
  vec2 along = aAlong * perPx;
  along = dot(along, along) > 0.0 ? normalize(along) : vec2(1.0, 0.0);
  vAcross = aSide * ${EDGE_REACH};
  vec2 across = vec2(-along.y, along.x) * vAcross / perPx;
  vec4 world = modelMatrix * vec4(position.xy + across, position.z, 1.0);
  vWorld = world.xy;
  gl_Position = projectionMatrix * viewMatrix * world;
}
`;

/**
 * Declarations an edge fragment shader gets from `edgeVertexShader`, and `edgeCoverage()`: how much of the
 * fragment's pixel the one-pixel line covers, to multiply its alpha by.
 */
export const edgeVaryingsGlsl = /* glsl */ `
varying float vT;
varying float vDist;
varying vec2 vEnds;
varying float vAcross;
float edgeCoverage() { return clamp(${EDGE_REACH} - abs(vAcross), 0.0, 1.0); }
`;
