/** What an Lru may hold in bytes, and how many bytes one value takes. */
export interface ByteBound<V> {
  maxBytes: number;
  sizeOf: (value: V) => number;
}

/**
 * A Map that keeps the `max` most recently used entries and, with a byte bound, at most that many
 * bytes of values: a value larger than the whole bound is not kept at all.
 */
export class Lru<K, V> {
  #map = new Map<K, V>();
  /** Each value's bytes as `sizeOf` counted them when it was set (with a byte bound only). */
  #sizes = new Map<K, number>();
  #bytes = 0;
  constructor(
    readonly max: number,
    readonly bound?: ByteBound<V>,
  ) {}

  get size() {
    return this.#map.size;
  }

  /** The bytes its values take (0 without a byte bound). */
  get bytes() {
    return this.#bytes;
  }

  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      // Most recently used last, so the first key is the one to drop.
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V) {
    this.delete(key);
    const size = this.bound?.sizeOf(value) ?? 0;
    if (this.bound && size > this.bound.maxBytes) return;
    this.#map.set(key, value);
    if (this.bound) {
      this.#sizes.set(key, size);
      this.#bytes += size;
    }
    while (this.#map.size > this.max || (this.bound && this.#bytes > this.bound.maxBytes))
      this.delete(this.#map.keys().next().value as K);
  }

  delete(key: K) {
    if (this.bound) {
      this.#bytes -= this.#sizes.get(key) ?? 0;
      this.#sizes.delete(key);
    }
    this.#map.delete(key);
  }

  clear() {
    this.#map.clear();
    this.#sizes.clear();
    this.#bytes = 0;
  }
}
