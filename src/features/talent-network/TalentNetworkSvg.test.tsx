import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../ui/theme';
import { talentDiagram } from './diagram';
import { TalentNetworkSvg } from './TalentNetworkSvg';

const draw = () =>
  render(
    <ThemeProvider theme={theme}>
      <TalentNetworkSvg />
    </ThemeProvider>,
  ).container;

// Reduced motion: the network holds its first tick (jsdom has no matchMedia of its own).
beforeAll(() => {
  window.matchMedia = vi.fn(() => ({ matches: true, addEventListener: () => {} })) as never;
});
afterEach(() => talentDiagram.selection.getState().setHovered(null));

describe('the talent network in SVG', () => {
  it('draws a halo only on the nodes that show one: the lit node and its trail, none on an idle node', () => {
    const svg = draw();
    const nodes = [...svg.querySelectorAll('g[data-state]')];
    expect(nodes).toHaveLength(talentDiagram.nodes.length);
    const shown = nodes.filter((g) => g.getAttribute('data-state') !== 'idle');
    expect(shown.length).toBeGreaterThan(0);
    for (const g of nodes)
      expect(g.querySelector('.halo') !== null, g.getAttribute('data-state') ?? '').toBe(shown.includes(g));
    // Every node keeps its disc.
    expect(svg.querySelectorAll('.core')).toHaveLength(talentDiagram.nodes.length);
  });

  it('a hovered idle node gains its halo, and loses it when the pointer leaves', () => {
    const svg = draw();
    const index = [...svg.querySelectorAll('g[data-state]')].findIndex(
      (g) => g.getAttribute('data-state') === 'idle',
    );
    const node = talentDiagram.nodes[index];
    if (!node) throw new Error('every node of the network is lit or on its trail');
    const group = () => {
      const g = svg.querySelectorAll('g[data-state]')[index];
      if (!g) throw new Error(`no group for node ${index}`);
      return g;
    };
    expect(group().querySelector('.halo')).toBeNull();
    act(() => talentDiagram.selection.getState().setHovered(node.id));
    expect(group().hasAttribute('data-focus')).toBe(true);
    expect(group().querySelector('.halo')).not.toBeNull();
    act(() => talentDiagram.selection.getState().setHovered(null));
    expect(group().querySelector('.halo')).toBeNull();
  });
});
