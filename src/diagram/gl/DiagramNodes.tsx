import { useLayoutEffect, useMemo, useRef } from 'react';
import { Object3D, type IUniform, type InstancedMesh } from 'three';
import { useInvalidateView } from '../../canvas/viewContext';

// Scratch object at module scope: placing the nodes allocates nothing.
const scratch = new Object3D();

interface DiagramNodesProps {
  /** Node centres in the view's frame, as x, y pairs (useNodePoints). */
  points: Float32Array;
  /** Side of each node's quad, in pixels (the shader draws the node and its glow inside it). */
  quads: readonly number[];
  /** Per-node attributes besides `aIndex` (e.g. a shape or colour per node): name → values and item size. */
  attributes?: Readonly<Record<string, readonly [Float32Array, number]>>;
  /** The diagram's uniforms and the node's own. */
  uniforms: Record<string, IUniform>;
  vertexShader: string;
  fragmentShader: string;
}

/**
 * A diagram's nodes as one instanced mesh of shader-drawn quads (one draw call): each instance carries its index
 * (`aIndex`, compared with the lit, hovered and picked node in the shader) and the given attributes. The quads are
 * placed when the layout or their sizes change, never per frame.
 */
export function DiagramNodes({
  points,
  quads,
  attributes = {},
  uniforms,
  vertexShader,
  fragmentShader,
}: DiagramNodesProps) {
  const mesh = useRef<InstancedMesh>(null);
  const invalidate = useInvalidateView();
  const count = quads.length;
  const indices = useMemo(() => Float32Array.from({ length: count }, (_, i) => i), [count]);
  // One material for the scene's life: a new parameters object would make R3F build a new one.
  const material = useMemo(
    () => ({ uniforms, vertexShader, fragmentShader }),
    [uniforms, vertexShader, fragmentShader],
  );

  useLayoutEffect(() => {
    const instanced = mesh.current;
    if (!instanced) return;
    for (let i = 0; i < count; i += 1) {
      const quad = quads[i] ?? 0;
      scratch.position.set(points[i * 2] ?? 0, points[i * 2 + 1] ?? 0, 0);
      scratch.scale.set(quad, quad, 1);
      scratch.updateMatrix();
      instanced.setMatrixAt(i, scratch.matrix);
    }
    instanced.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [points, quads, count, invalidate]);

  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, count]} frustumCulled={false} renderOrder={1}>
      <planeGeometry args={[1, 1]}>
        <instancedBufferAttribute attach="attributes-aIndex" args={[indices, 1]} />
        {Object.entries(attributes).map(([name, [values, size]]) => (
          <instancedBufferAttribute key={name} attach={`attributes-${name}`} args={[values, size]} />
        ))}
      </planeGeometry>
      <shaderMaterial args={[material]} transparent depthWrite={false} depthTest={false} />
    </instancedMesh>
  );
}
