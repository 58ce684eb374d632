/**
 * The NWS Surf Zone Forecast (product SRF, office HFO): the north-shore surf it forecasts for Oahu.
 * Two layouts are read: the table of current issuances ("North Facing  0-2  0-2  0-2  1-3" under day
 * and AM/PM headings) and the sentences of older ones ("Surf along north facing shores will be 10 to
 * 14 feet today...then rise to 14 to 18 feet tonight and Tuesday."). Nothing is guessed: a period whose
 * heights cannot be read is left out, and a product without an Oahu north-shore forecast gives null.
 */
export interface SurfOutlookPeriod {
  /** As the product names it: "Tonight PM", "Friday AM", "Today", "Tonight and Tuesday". */
  label: string;
  minFt: number;
  maxFt: number;
}

export interface SurfOutlook {
  office: 'HFO';
  /** ISO time the NWS issued it. */
  issuedAt: string;
  /** The issue time as the product writes it, e.g. "300 AM HST Thu Apr 24 2014". */
  issuedText: string;
  northShore: SurfOutlookPeriod[];
  /** The product's outlook paragraph for the days after, when it has one. */
  outlook: string | null;
}

/** The Oahu segment: from its "Oahu-" line to the segment's end ($$, && or the next segment). */
export function oahuSegment(productText: string): string | null {
  const lines = productText.split(/\r?\n/);
  const start = lines.findIndex((line) => /^\s*OAHU-\s*$/i.test(line));
  if (start < 0) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^\s*(\$\$|&&)\s*$/.test(line) || /^HIZ\d/.test(line));
  return (end < 0 ? rest : rest.slice(0, end)).join('\n');
}

const range = (min: string, max: string) => ({ minFt: Number(min), maxFt: Number(max) });

/** Table layout: the day headings, the AM/PM row under them, and the "North Facing" row. */
function tablePeriods(segment: string): SurfOutlookPeriod[] | null {
  const lines = segment.split('\n');
  const north = lines.find((line) => /^\s*North Facing\s/i.test(line));
  const halves = lines.find((line) => /^\s*((AM|PM)\s+){3}(AM|PM)\s*$/.test(line));
  const dayIndex = lines.findIndex((line) =>
    /^\s*(Today|Tonight|\w+day)\s+(Today|Tonight|\w+day)\s*$/i.test(line),
  );
  if (!north || !halves || dayIndex < 0) return null;
  const days = lines[dayIndex]!.trim().split(/\s+/);
  const subColumns = halves.trim().split(/\s+/);
  const values = north
    .replace(/^\s*North Facing\s+/i, '')
    .trim()
    .split(/\s+/);
  if (days.length !== 2 || values.length !== subColumns.length) return null;
  const periods: SurfOutlookPeriod[] = [];
  values.forEach((value, index) => {
    const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
    if (!match) return;
    periods.push({
      label: `${days[index < 2 ? 0 : 1]} ${subColumns[index]}`,
      ...range(match[1]!, match[2]!),
    });
  });
  return periods;
}

const HEIGHT = /(\d{1,2}) to (\d{1,2}) feet|(\d{1,2}) feet or less|(\d{1,2}) feet/gi;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "tonight and Tuesday", "through Tuesday": the time words after a height, without the joining words. */
function whenOf(text: string): string {
  const cleaned = text
    .replace(/\.\.\./g, ' ')
    .replace(/,?\s*with locally higher sets/gi, '')
    .replace(
      /\b(and|then|rising|rise|lowering|lower|diminishing|dropping|building|to heights of|to)\s*$/gi,
      '',
    )
    .replace(/^[\s,.;]*(on\s+)?/i, '')
    .replace(/[\s,.;]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g, capitalise);
  return capitalise(cleaned);
}

/** Sentence layout: each height in the north-shore sentence with the time words that follow it. */
function sentencePeriods(segment: string): SurfOutlookPeriod[] | null {
  const flat = segment.replace(/\s+/g, ' ');
  const sentence = /surf along north facing shores will be (.*?)\.(?:\s|$)(?!\.)/i.exec(
    flat.replace(/\.\.\./g, '…'),
  );
  if (!sentence) return null;
  const body = sentence[1]!.replace(/…/g, '...');
  const matches = [...body.matchAll(HEIGHT)];
  const periods: SurfOutlookPeriod[] = [];
  matches.forEach((match, index) => {
    const after = body.slice(match.index! + match[0].length, matches[index + 1]?.index ?? body.length);
    const label = whenOf(
      after.replace(/\.\.\.\s*then.*$/i, '').replace(/,\s*(rising|lowering|then).*$/i, ''),
    );
    if (!label) return;
    if (match[1]) periods.push({ label, ...range(match[1], match[2]!) });
    else if (match[3]) periods.push({ label, minFt: 0, maxFt: Number(match[3]) });
    else periods.push({ label, ...range(match[4]!, match[4]!) });
  });
  return periods;
}

function outlookOf(segment: string): string | null {
  const flat = segment.replace(/\s+/g, ' ');
  const match = /(outlook through [^:]+:\s*.*?)(?=\s*surf heights are forecast heights|$)/i.exec(flat);
  return match ? match[1]!.trim() : null;
}

function issuedTextOf(segment: string, productText: string): string {
  const pattern = /\b\d{3,4} (AM|PM) HST \w{3} \w{3} \d{1,2} \d{4}\b/i;
  return (pattern.exec(segment) ?? pattern.exec(productText))?.[0] ?? '';
}

export function parseSurfZoneForecast(productText: string, issuedAt: string): SurfOutlook | null {
  const segment = oahuSegment(productText);
  if (!segment) return null;
  const northShore = tablePeriods(segment) ?? sentencePeriods(segment);
  if (!northShore || northShore.length === 0) return null;
  return {
    office: 'HFO',
    issuedAt: new Date(issuedAt).toISOString(),
    issuedText: issuedTextOf(segment, productText),
    northShore: northShore.slice(0, 4),
    outlook: outlookOf(segment),
  };
}

/** `/products/types/SRF/locations/HFO`: the id of the newest issuance. */
export function newestProductId(json: unknown): string | null {
  const graph = (json as { '@graph'?: { id?: unknown; issuanceTime?: unknown }[] })['@graph'];
  if (!Array.isArray(graph)) throw new Error('NWS products list has no @graph');
  const newest = graph
    .filter(
      (p): p is { id: string; issuanceTime: string } =>
        typeof p.id === 'string' && typeof p.issuanceTime === 'string',
    )
    .sort((a, b) => b.issuanceTime.localeCompare(a.issuanceTime))[0];
  return newest?.id ?? null;
}

/** `/products/{id}`: its text and issue time. */
export function parseProduct(json: unknown): { productText: string; issuanceTime: string } {
  const product = json as { productText?: unknown; issuanceTime?: unknown };
  if (typeof product.productText !== 'string' || typeof product.issuanceTime !== 'string')
    throw new Error('NWS product has no productText or issuanceTime');
  return { productText: product.productText, issuanceTime: product.issuanceTime };
}
