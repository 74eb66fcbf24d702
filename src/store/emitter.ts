/**
 * A list of listeners told when something changed: how the scenes' plain (non-React) state says so, and how
 * React reads it (`useSyncExternalStore(emitter.subscribe, …)`). No allocation per `emit`.
 */
export interface Emitter<T = void> {
  emit: (value: T) => void;
  /** Adds a listener; returns its removal. */
  subscribe: (listener: (value: T) => void) => () => void;
}

export function createEmitter<T = void>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value) => {
      for (const listener of listeners) listener(value);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
