import { describe, expect, it } from 'vitest';
import { labelsWithoutOverlap } from './label-declutter.ts';

describe('map labels', () => {
  it('keeps the first of two labels that would overlap, and every label that has room', () => {
    const visible = labelsWithoutOverlap([
      { id: 'a', x: 100, y: 100, text: 'Kaiaka Shave Ice' },
      { id: 'b', x: 110, y: 105, text: 'Haleiwa Bowls' },
      { id: 'c', x: 100, y: 130, text: 'Sunset Surf Co' },
      { id: 'd', x: 400, y: 100, text: 'Kahuku Farms' },
    ]);
    expect([...visible]).toEqual(['a', 'c', 'd']);
  });

  it('lets labels side by side stand when their boxes do not touch', () => {
    // "Shop" is 4 × 7 + 8 = 36 px wide: anchors 40 px apart leave a gap.
    expect(
      labelsWithoutOverlap([
        { id: 'a', x: 0, y: 0, text: 'Shop' },
        { id: 'b', x: 40, y: 0, text: 'Shop' },
      ]).size,
    ).toBe(2);
  });

  it('places a label centred on its point when its offset is 0', () => {
    // A marker label 16 px above (100, 100) misses a place name centred at (100, 120); drawn at the
    // anchor, the marker label would cover it.
    const place = { id: 'town', x: 100, y: 120, text: 'Haleʻiwa', offsetY: 0 };
    expect(labelsWithoutOverlap([{ id: 'shop', x: 100, y: 100, text: 'Shop' }, place]).size).toBe(2);
    expect(labelsWithoutOverlap([{ id: 'shop', x: 100, y: 112, text: 'Shop', offsetY: 0 }, place]).size).toBe(
      1,
    );
  });
});
