export interface TidePrediction {
  /** UTC ISO time of the high or low tide. */
  time: string;
  heightFt: number;
  type: 'H' | 'L';
}

/** "Rising, high 1.2 ft at 8:02 AM" (Honolulu time): the next tide after now, or null when none is known. */
export function tideText(predictions: readonly TidePrediction[], now: Date): string | null {
  const next = predictions.find((p) => new Date(p.time) > now);
  if (!next) return null;
  const at = new Date(next.time).toLocaleTimeString('en-US', {
    timeZone: 'Pacific/Honolulu',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${next.type === 'H' ? 'Rising, high' : 'Falling, low'} ${next.heightFt.toFixed(1)} ft at ${at}`;
}
