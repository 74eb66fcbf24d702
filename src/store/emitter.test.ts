import { describe, expect, it } from 'vitest';
import { createEmitter } from './emitter';

describe('createEmitter', () => {
  it('tells every listener until it unsubscribes', () => {
    const changed = createEmitter<number>();
    const seen: string[] = [];
    const stopA = changed.subscribe((n) => seen.push(`a${n}`));
    changed.subscribe((n) => seen.push(`b${n}`));
    changed.emit(1);
    stopA();
    changed.emit(2);
    expect(seen).toEqual(['a1', 'b1', 'b2']);
  });
});
