import { describe, expect, it } from 'vitest';
import { sameTurnBatch } from './same-turn-batch.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('sameTurnBatch', () => {
  it('answers the asks of one turn with one lookup, each with its own value, in order', async () => {
    const lookups: string[][] = [];
    const lookUp = sameTurnBatch(async (keys: readonly string[]) => {
      lookups.push([...keys]);
      return keys.map((key) => key.toUpperCase());
    });
    expect(await Promise.all([lookUp('a'), lookUp('b'), lookUp('a')])).toEqual(['A', 'B', 'A']);
    expect(lookups).toEqual([['a', 'b', 'a']]);
  });

  it('looks up again for asks of a later turn', async () => {
    const lookups: number[][] = [];
    const lookUp = sameTurnBatch(async (keys: readonly number[]) => {
      lookups.push([...keys]);
      return keys.map((key) => key * 2);
    });
    const first = lookUp(1);
    await nextTurn();
    expect(await Promise.all([first, lookUp(2)])).toEqual([2, 4]);
    expect(lookups).toEqual([[1], [2]]);
  });

  it('fails every ask of a failed lookup, and only those', async () => {
    let calls = 0;
    const lookUp = sameTurnBatch(async (keys: readonly number[]) => {
      if (calls++ === 0) throw new Error('connection lost');
      return keys;
    });
    const failed = await Promise.allSettled([lookUp(1), lookUp(2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await lookUp(3)).toBe(3);
  });

  it('fails the asks when the lookup throws before it returns a promise', async () => {
    const lookUp = sameTurnBatch((): Promise<number[]> => {
      throw new Error('bad input');
    });
    await expect(lookUp(1)).rejects.toThrow('bad input');
  });
});
