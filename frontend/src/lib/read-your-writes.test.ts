import { describe, expect, it } from 'vitest';
import { ApiError } from './api-fetch.ts';
import { untilReadModelShows } from './read-your-writes.ts';

const answers = (...values: (string | Error)[]) => {
  let calls = 0;
  const read = async () => {
    const value = values[Math.min(calls++, values.length - 1)]!;
    if (value instanceof Error) throw value;
    return value;
  };
  return { read, calls: () => calls };
};
const notFound = () => new ApiError('Campaign not found', 404);

describe('untilReadModelShows', () => {
  it('reads again while the answer is a 404 or does not show the write yet', async () => {
    const reads = answers(notFound(), 'old name', 'new name', 'never read');
    await untilReadModelShows(reads.read, (name) => name === 'new name', { delayMs: 0 });
    expect(reads.calls()).toBe(3);
  });

  it('gives up after the attempts and lets the page load what there is', async () => {
    const reads = answers('old name');
    await untilReadModelShows(reads.read, (name) => name === 'new name', { attempts: 4, delayMs: 0 });
    expect(reads.calls()).toBe(4);
  });

  it('passes any other failure on at once', async () => {
    const reads = answers(new ApiError('Server error', 500));
    await expect(untilReadModelShows(reads.read, () => true, { delayMs: 0 })).rejects.toThrow('Server error');
    expect(reads.calls()).toBe(1);
  });
});
