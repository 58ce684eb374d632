import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/fake-api.ts';
import { readYourWrite, withMinPosition } from './read-your-writes.ts';

afterEach(() => vi.unstubAllGlobals());

describe('readYourWrite', () => {
  it('reads once, asking the server to wait for the position the command answered', async () => {
    const requests = stubApi({ 'GET /api/campaigns/c1': () => json({ name: 'new name' }) });
    await expect(readYourWrite('/api/campaigns/c1', '812-4031')).resolves.toEqual({ name: 'new name' });
    expect(requests.map((request) => request.url)).toEqual(['/api/campaigns/c1?minPosition=812-4031']);
  });

  it('lets the page load what there is when the read model still has nothing', async () => {
    stubApi({});
    await expect(readYourWrite('/api/campaigns/c1', '812-4031')).resolves.toBeNull();
  });

  it('passes any other failure on', async () => {
    stubApi({ 'GET /api/campaigns/c1': () => json({ error: 'Error', message: 'Server error' }, 500) });
    await expect(readYourWrite('/api/campaigns/c1', '812-4031')).rejects.toThrow('Server error');
  });
});

describe('withMinPosition', () => {
  it('adds the position to the query, or leaves the path alone when the command appended nothing', () => {
    expect(withMinPosition('/api/ads?status=active', '5-9')).toBe('/api/ads?status=active&minPosition=5-9');
    expect(withMinPosition('/api/ads/a1', '')).toBe('/api/ads/a1');
  });
});
