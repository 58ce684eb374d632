import { describe, expect, it } from 'vitest';
import { csvRow } from './csv.ts';

describe('CSV cells', () => {
  it('never hand a spreadsheet a formula, and quote what needs quoting', () => {
    expect(
      csvRow(['=HYPERLINK("http://evil.example","Click")', '+1', '-2', '@SUM(A1)', 'Surf, sun', 3]),
    ).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")",'+1,'-2,'@SUM(A1),"Surf, sun",3`);
  });
});
