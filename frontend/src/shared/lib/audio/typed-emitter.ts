/** A minimal typed event emitter: `on` returns the function that removes the listener. */
export function createEmitter<Events extends object>() {
  const listeners: { [K in keyof Events]?: Set<(payload: Events[K]) => void> } = {};
  return {
    on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void {
      const set = (listeners[event] ??= new Set());
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit<K extends keyof Events>(event: K, payload: Events[K]): void {
      for (const listener of listeners[event] ?? []) listener(payload);
    },
  };
}
