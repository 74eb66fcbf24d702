import { describe, expect, it } from 'vitest';
import { diagramCss, diagramEdges, diagramPoint, indexById, svgPercent } from './layout';

const nodes = [
  { id: 'a', x: 0, y: 0, connections: ['b', 'c'] },
  { id: 'b', x: 50, y: 25, connections: ['c'] },
  { id: 'c', x: 100, y: 100, connections: [] },
];

describe('diagram layout', () => {
  it('puts a node at the same place in pixels and in CSS', () => {
    expect(diagramPoint(50, 25, 656, 456, 28)).toEqual([328, 128]);
    expect(diagramCss(50, 25, '28px')).toEqual({
      left: 'calc(28px + (100% - 2 * 28px) * 0.5)',
      top: 'calc(28px + (100% - 2 * 28px) * 0.25)',
    });
    expect(diagramCss(25, 75, 'var(--pad, 40px)').top).toBe(
      'calc(var(--pad, 40px) + (100% - 2 * var(--pad, 40px)) * 0.75)',
    );
    expect(svgPercent(12.5)).toBe('12.5%');
  });

  it('keeps the corners of the panel space on the padded box', () => {
    expect(diagramPoint(0, 0, 400, 300, 20)).toEqual([20, 20]);
    expect(diagramPoint(100, 100, 400, 300, 20)).toEqual([380, 280]);
  });

  it('turns connections into index pairs and rejects an unknown one', () => {
    expect(diagramEdges(nodes)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(() => diagramEdges([{ id: 'x', x: 0, y: 0, connections: ['nope'] }])).toThrow(/unknown nope/);
    expect(indexById(nodes).get('c')).toBe(2);
  });
});
