/**
 * A map that keeps what was used most recently, within bounds: a count of entries and, optionally,
 * a total weight (bytes). Beyond them the least recently used entries go. What each API process
 * remembers between requests is held in one: kept answers (server/http/kept-answers.ts), kept reads
 * (server/db/kept-reads.ts), verified access tokens (server/auth/tokens.ts).
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly weigh: (value: V) => number = () => 0,
    private readonly maxWeight = Infinity,
  ) {}

  /** The value of `key` if there is one and `usable` accepts it; it becomes the most recently used. */
  get(key: K, usable: (value: V) => boolean = () => true): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined || !usable(value)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Puts `value` under `key` as the most recently used, and lets the oldest go beyond the bounds. */
  set(key: K, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    this.weight += this.weigh(value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.weight <= this.maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.weight -= this.weigh(value);
    this.entries.delete(key);
  }
}
