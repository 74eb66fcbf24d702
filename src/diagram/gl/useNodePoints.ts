import { useMemo } from 'react';
import { useViewSize } from '../../canvas/viewContext';
import type { Diagram } from '../defineDiagram';
import { diagramPoint } from '../layout';

/**
 * The nodes' centres in the view's frame (pixels, origin at the box centre, y up) as x, y pairs: the same layout
 * rule as the twins and the SVG. Recomputed when the box is resized, never per frame.
 */
export function useNodePoints({ nodes, pad }: Diagram): Float32Array {
  const { width: w, height: h } = useViewSize();
  return useMemo(() => {
    const points = new Float32Array(nodes.length * 2);
    nodes.forEach((node, i) => {
      const [x, y] = diagramPoint(node.x, node.y, w, h, pad);
      points[i * 2] = x - w / 2;
      points[i * 2 + 1] = h / 2 - y;
    });
    return points;
  }, [nodes, pad, w, h]);
}
