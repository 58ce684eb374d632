import { describe, expect, it } from 'vitest';
import { nwsParagraphs } from './official-alert.ts';

describe('the NWS words of an alert', () => {
  it('read as paragraphs, each line-wrapped paragraph as one line', () => {
    const description =
      '* WHAT...Surf 25 to 30 feet along north facing\nshores.\n\n* WHERE...North facing shores of Oahu.\n \n* WHEN...Until 6 PM HST Saturday.\n';
    expect(nwsParagraphs(description)).toEqual([
      '* WHAT...Surf 25 to 30 feet along north facing shores.',
      '* WHERE...North facing shores of Oahu.',
      '* WHEN...Until 6 PM HST Saturday.',
    ]);
  });

  it('are none when the NWS sent none', () => {
    expect(nwsParagraphs(null)).toEqual([]);
    expect(nwsParagraphs('  \n ')).toEqual([]);
  });
});
