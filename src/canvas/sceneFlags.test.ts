import { describe, expect, it } from 'vitest';
import { parseSceneFlags } from './sceneFlags';

describe('parseSceneFlags', () => {
  it('is all off by default', () => {
    expect(parseSceneFlags('', false)).toEqual({
      debug: false,
      freezeAt: null,
      transitions: false,
      webgl: false,
    });
  });

  it('reads debug, freeze, transitions and webgl', () => {
    expect(parseSceneFlags('?bench=always&debug&freeze=3&transitions&webgl', false)).toEqual({
      debug: true,
      freezeAt: 3,
      transitions: true,
      webgl: true,
    });
  });

  it('ignores malformed values and honours a debug build, which brings the WebGL scenes', () => {
    expect(parseSceneFlags('?bench=yes&freeze=-1', true)).toEqual({
      debug: true,
      freezeAt: null,
      transitions: false,
      webgl: true,
    });
  });
});
