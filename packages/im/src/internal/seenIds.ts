/**
 * The ids of the last messages a client emitted, so a message the service sends again (offline
 * sync, a replay after reconnecting) is not shown twice. Bounded: a client lives for days.
 */
export class SeenIds {
  private readonly ids = new Set<string>();
  private readonly capacity: number;

  constructor(capacity = 5000) {
    this.capacity = capacity;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** True the first time an id is offered. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
    return true;
  }

  clear(): void {
    this.ids.clear();
  }
}
