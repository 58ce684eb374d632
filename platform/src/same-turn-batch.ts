interface Waiting<Key, Value> {
  key: Key;
  resolve(value: Value): void;
  reject(error: unknown): void;
}

/**
 * Turns a lookup of many keys into a lookup of one: the keys asked for in the same turn of the event loop
 * go out in one call of `lookUpAll`, which answers them in order. Under load, requests that were read off
 * their sockets together (or woken by the same Redis reply) share one query instead of one each; a
 * lone request waits for nothing but the end of its turn. A failed batch fails each of its asks.
 */
export function sameTurnBatch<Key, Value>(
  lookUpAll: (keys: readonly Key[]) => Promise<readonly Value[]>,
): (key: Key) => Promise<Value> {
  let waiting: Waiting<Key, Value>[] | null = null;

  const flush = () => {
    const batch = waiting!;
    waiting = null;
    (async () => lookUpAll(batch.map((ask) => ask.key)))().then(
      (values) => batch.forEach((ask, i) => ask.resolve(values[i]!)),
      (error: unknown) => batch.forEach((ask) => ask.reject(error)),
    );
  };

  return (key) =>
    new Promise<Value>((resolve, reject) => {
      if (!waiting) {
        waiting = [];
        setImmediate(flush);
      }
      waiting.push({ key, resolve, reject });
    });
}
