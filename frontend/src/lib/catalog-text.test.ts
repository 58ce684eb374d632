import { describe, expect, it } from 'vitest';
import { catalogText, fullStop } from './catalog-text.ts';

describe('a catalog text', () => {
  it('is Japanese on a Japanese page where the catalog has it, else English marked as such', () => {
    expect(catalogText('Quiet bay', '静かな湾', 'ja')).toEqual({ text: '静かな湾', lang: 'ja' });
    expect(catalogText('Quiet bay', null, 'ja')).toEqual({ text: 'Quiet bay', lang: 'en' });
    expect(catalogText('Quiet bay', '静かな湾', 'en')).toEqual({ text: 'Quiet bay', lang: 'en' });
    expect(fullStop({ text: '静かな湾', lang: 'ja' })).toBe('。');
    expect(fullStop({ text: 'Quiet bay', lang: 'en' })).toBe('.');
  });
});
