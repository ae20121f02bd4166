/** A Map that keeps the `max` most recently used entries. */
export class Lru<K, V> {
  #map = new Map<K, V>();
  constructor(readonly max: number) {}

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
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.max) this.#map.delete(this.#map.keys().next().value as K);
  }

  delete(key: K) {
    this.#map.delete(key);
  }

  clear() {
    this.#map.clear();
  }
}
