import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneBox } from './boxes';
import {
  addView,
  allViews,
  invalidateView,
  invalidateViewRegion,
  loadScene,
  publishPageRest,
  SceneView,
  setCompiled,
  setFrameRequester,
  setMounted,
  setNear,
  setViewExtent,
  subscribeExtents,
  subscribeViews,
} from './views';

// The idle periods views load in (views.ts, `loadScene`) come at once here, unless a test keeps them (`idle.kept`)
// to let them come one by one.
const idle = vi.hoisted(() => ({ kept: null as (() => void)[] | null }));
vi.mock('../ui/idle', () => ({
  whenIdle: (task: () => void) => {
    if (idle.kept) idle.kept.push(task);
    else task();
    return () => {};
  },
}));

const removals: (() => void)[] = [];
const frames = vi.fn();
setFrameRequester(frames);

/** A registered view whose scene module is never loaded here. */
function registered(onFirstShown = vi.fn()) {
  const view = new SceneView(document.createElement('div'), () => new Promise(() => {}), onFirstShown);
  removals.push(addView(view));
  return view;
}

/** What a frame does for a view it draws, and the next one once the GPU has finished it (frameLoop.ts). */
function drawAndPresent(view: SceneView) {
  view.drew();
  view.presented();
  view.publishRest();
  publishPageRest();
}

/** A registered view near the screen, its scene mounted and compiled, drawn and presented: at rest. */
function shownView(onFirstShown = vi.fn()) {
  const view = registered(onFirstShown);
  setNear(view, true);
  setMounted(view, true);
  setCompiled(view);
  drawAndPresent(view);
  return view;
}

const pageRest = () => document.documentElement.dataset.sceneRest;

afterEach(() => {
  idle.kept = null;
  removals.splice(0).forEach((remove) => remove());
  frames.mockClear();
});

describe('a view', () => {
  it('mounts its scene only once the view before it has mounted its own, the one near the screen first', () => {
    const far = registered();
    const near = registered();
    const third = registered();
    loadScene(far);
    expect(far.state).toBe('loading');
    setNear(near, true);
    loadScene(third);
    expect([near.state, third.state]).toEqual(['unloaded', 'unloaded']);
    setMounted(far, true);
    expect([near.state, third.state]).toEqual(['loading', 'unloaded']);
    setMounted(near, true);
    expect(third.state).toBe('loading');
    setMounted(third, true);
  });

  it('asked for together with others, mounts in an idle period of its own, after the scene before it has mounted', () => {
    idle.kept = [];
    const [first, second, third] = [registered(), registered(), registered()];
    for (const view of [first, second, third]) loadScene(view);
    // One idle period is asked for, not one per view: two views loaded in consecutive idle periods would mount in one
    // commit.
    expect(idle.kept).toHaveLength(1);
    idle.kept.shift()?.();
    expect([first.state, second.state, third.state]).toEqual(['loading', 'unloaded', 'unloaded']);
    expect(idle.kept).toHaveLength(0);
    setMounted(first, true);
    expect(idle.kept).toHaveLength(1);
    idle.kept.shift()?.();
    expect([second.state, third.state]).toEqual(['loading', 'unloaded']);
    setMounted(second, true);
    idle.kept.shift()?.();
    expect(third.state).toBe('loading');
    expect(idle.kept).toHaveLength(0);
  });

  it('stays unloaded until it comes near the screen, then loads its scene, compiles it and is drawn whole', () => {
    const mountScenes = vi.fn();
    const stop = subscribeViews(mountScenes);
    const view = registered();
    expect(view.state).toBe('unloaded');
    setNear(view, true);
    expect(view.state).toBe('loading');
    expect(mountScenes).toHaveBeenCalledTimes(2);
    setNear(view, false);
    setNear(view, true);
    expect(mountScenes).toHaveBeenCalledTimes(2);
    setMounted(view, true);
    expect([view.state, view.mounted, view.drawable]).toEqual(['compiling', true, false]);
    setCompiled(view);
    expect([view.state, view.drawable]).toEqual(['changed', true]);
    expect(frames).toHaveBeenCalled();
    stop();
  });

  it('loads its scene ahead, away from the screen, and asks for no frame until it comes near', () => {
    const view = registered();
    loadScene(view);
    expect(view.state).toBe('loading');
    setMounted(view, true);
    frames.mockClear();
    setCompiled(view);
    expect([view.state, view.near]).toEqual(['changed', false]);
    expect(frames).not.toHaveBeenCalled();
    setNear(view, true);
    expect(view.state).toBe('changed');
  });

  it('is not drawn while it compiles, whatever changes in it meanwhile', () => {
    const view = registered();
    setNear(view, true);
    setMounted(view, true);
    invalidateView(view);
    invalidateViewRegion(view, sceneBox(0, 0, 10, 10));
    expect([view.state, view.drawable, view.atRest]).toEqual(['compiling', false, false]);
  });

  it('is at rest once its drawing is presented, and says so once it first shows', () => {
    const onFirstShown = vi.fn();
    const view = shownView(onFirstShown);
    expect([view.state, view.atRest, view.element.dataset.sceneRest]).toEqual(['shown', true, 'true']);
    invalidateView(view);
    expect([view.state, view.element.dataset.sceneRest, pageRest()]).toEqual(['changed', 'false', 'false']);
    drawAndPresent(view);
    expect([view.element.dataset.sceneRest, pageRest()]).toEqual(['true', 'true']);
    expect(onFirstShown).toHaveBeenCalledTimes(1);
  });

  it('first shows when its first drawing is on screen, even if a transition changed it again before that frame ended', () => {
    const onFirstShown = vi.fn();
    const view = registered(onFirstShown);
    setNear(view, true);
    setMounted(view, true);
    setCompiled(view);
    view.drew();
    // The next frame's transition marks the tick's part before the frame sees the last one's fence.
    invalidateViewRegion(view, sceneBox(0, 0, 10, 10));
    view.presented();
    expect([view.state, onFirstShown.mock.calls.length]).toEqual(['damaged', 1]);
    view.presented();
    expect(onFirstShown).toHaveBeenCalledTimes(1);
  });

  it('redraws only the part that changed, grown by each further change, unless all of it changed', () => {
    const view = shownView();
    invalidateViewRegion(view, sceneBox(0, 0, 10, 10));
    invalidateViewRegion(view, sceneBox(20, -5, 10, 10));
    expect(view.state).toBe('damaged');
    expect(view.damage).toEqual({ x: 0, y: -5, w: 30, h: 15 });
    invalidateView(view);
    invalidateViewRegion(view, sceneBox(0, 0, 10, 10));
    expect(view.state).toBe('changed');
    view.drew();
    expect([view.state, view.damage.w]).toEqual(['presenting', 0]);
  });

  it('ignores an empty region, and any change before its scene is mounted', () => {
    const view = shownView();
    invalidateViewRegion(view, sceneBox(0, 0, 0, 10));
    expect(view.state).toBe('shown');
    const unloaded = registered();
    invalidateView(unloaded);
    expect(unloaded.state).toBe('unloaded');
  });

  it('is not at rest while something in it moves, and the page is at rest only when every near view is', () => {
    const view = shownView();
    const other = shownView();
    view.animating = true;
    invalidateView(other);
    view.publishRest();
    publishPageRest();
    expect([view.atRest, view.element.dataset.sceneRest, pageRest()]).toEqual([false, 'false', 'false']);
    view.animating = false;
    drawAndPresent(other);
    expect(pageRest()).toBe('true');
  });

  it('tells its scene when its box changes size, not when it only moves', () => {
    const view = registered();
    const resized = vi.fn();
    view.resized.subscribe(resized);
    view.setBox(0, 0, 100, 50);
    view.setBox(10, 20, 100, 50);
    expect(resized).toHaveBeenCalledTimes(1);
  });
});

describe('the registry', () => {
  it('lists the views in a new array when one is added, removed or first comes near, and forgets a removed one', () => {
    const view = registered();
    const list = allViews();
    setNear(view, false);
    expect(allViews()).toBe(list);
    setNear(view, true);
    expect(allViews()).not.toBe(list);
    removals.pop()?.();
    expect(allViews()).not.toContain(view);
    expect(view.element.dataset.sceneRest).toBeUndefined();
  });

  it('places the canvas again only when an extent really changes', () => {
    const view = registered();
    const placed = vi.fn();
    const stop = subscribeExtents(placed);
    setViewExtent(view, sceneBox(-10, -10, 20, 20));
    setViewExtent(view, sceneBox(-10, -10, 20, 20));
    expect(placed).toHaveBeenCalledTimes(1);
    stop();
  });
});
