/**
 * A map that holds at most `capacity` entries (0: none) and drops the least recently read first: the
 * bounded caches of a process (kept answers, the catalog) use it.
 */
export class RecentMap<K, V> {
  // A map iterates in insertion order, the oldest first: a read puts its entry back at the end.
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  /** The value of `key`, which becomes the most recently read. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The value of `key`, as it is: not counted as a read. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
