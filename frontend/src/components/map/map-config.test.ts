import { describe, expect, it } from 'vitest';
import { mapFilterOf, mapHeight, truncateLabel } from './map-config.ts';

describe('map configuration', () => {
  it('sizes maps by viewport width', () => {
    expect(mapHeight(360)).toBe(350);
    expect(mapHeight(767)).toBe(350);
    expect(mapHeight(768)).toBe(450);
    expect(mapHeight(1023)).toBe(450);
    expect(mapHeight(1024)).toBe(500);
  });

  it('truncates labels to 16 characters', () => {
    expect(truncateLabel('Haleiwa Joes')).toBe('Haleiwa Joes');
    expect(truncateLabel('Kua Aina Sandwich Shop')).toBe('Kua Aina Sandwic...');
  });

  it('puts categories outside the map filters under Other', () => {
    expect(mapFilterOf('Food & Drink')).toBe('Food & Drink');
    expect(mapFilterOf('Surf Shop')).toBe('Other');
  });
});
