import { useLayoutEffect, useMemo } from 'react';
import { Color } from 'three';
import { talentNodes } from '../../content/talent';
import { useInvalidateView } from '../../canvas/viewContext';
import { DiagramDrawing } from '../../diagram/gl/DiagramDrawing';
import { heroClips } from '../../store/hero';
import { subscribeLooks, useLookMemo } from '../../store/looks';
import { talentDiagram } from './diagram';
import { talentLook } from './look';
import { NODE_QUAD, edgeFragment, nodeFragment } from './talentShaders';

/** The look's colours and glow as the shaders' uniforms. */
const lookUniforms = () => ({
  uColor: { value: new Color(talentLook.color) },
  uCore: { value: new Color(talentLook.core) },
  uEdge: { value: new Color(talentLook.edge) },
  uBase: { value: new Color(talentLook.base) },
  uGlow: { value: talentLook.glow },
});

/**
 * The talent network in WebGL (the node-diagram kit): the 46 nodes as shader-drawn discs of three sizes, the edges
 * as lines. A signal hops along connections each 500 ms tick (the reached node swells, the edge it came by is lit,
 * a trail fades behind it); hover and pick light a node and its connections. Its look (look.ts) applies live when
 * the `?debug` panel tunes it.
 */
export default function TalentNetworkScene() {
  const invalidate = useInvalidateView();
  const uniforms = useMemo(() => lookUniforms(), []);
  // A tuned radius gives new quads.
  const look = useLookMemo(
    () => ({
      quads: talentNodes.map((n) => talentLook.radius[n.size] * NODE_QUAD * 2),
      uniforms,
      nodeShader: nodeFragment,
      edgeShader: edgeFragment,
    }),
    [uniforms],
  );

  useLayoutEffect(
    () =>
      subscribeLooks(() => {
        const { uColor, uCore, uEdge, uBase, uGlow } = uniforms;
        uColor.value.set(talentLook.color);
        uCore.value.set(talentLook.core);
        uEdge.value.set(talentLook.edge);
        uBase.value.set(talentLook.base);
        uGlow.value = talentLook.glow;
        invalidate();
      }),
    [uniforms, invalidate],
  );

  return <DiagramDrawing diagram={talentDiagram} clip={heroClips.talent} look={look} />;
}
