/**
 * A tiny typed event emitter: what ChatClient.on needs and no more. A listener that throws does
 * not stop the others; its error is rethrown on its own so it still reaches the console and
 * the test runner.
 */
export type Unsubscribe = () => void;

type Listener<T> = (event: T) => void;

export class Emitter<Events> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): Unsubscribe {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    // A listener added twice is called twice and removed one at a time: wrap it.
    const entry: Listener<Events[K]> = (event) => listener(event);
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  emit<K extends keyof Events>(type: K, event: Events[K]): void {
    const set = this.listeners.get(type);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[K]>)(event);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  /** Removes every listener (the client is being thrown away). */
  clear(): void {
    this.listeners.clear();
  }
}
