import type pg from 'pg';

/** The pool as it is, counting the queries sent through it whose text matches `counted`. */
export function countingPool(pool: pg.Pool, counted: RegExp = /./) {
  let queries = 0;
  const proxy = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return (...args: unknown[]) => {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
        if (counted.test(text)) queries++;
        return (target.query as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return {
    pool: proxy,
    get queries() {
      return queries;
    },
    reset() {
      queries = 0;
    },
  };
}
