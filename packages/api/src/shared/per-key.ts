/**
 * One value per key object, made on first use and dropped with the key: per-database prepared
 * statements and caches (one database per process on Node, one per request on Workers).
 */
export function perKey<K extends object, V>(create: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = create(key);
      values.set(key, value);
    }
    return value;
  };
}
