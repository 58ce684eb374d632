/**
 * The time a server-drawn first screen shows (its clock, its phase of the day). The server keeps a drawn page
 * for a minute: to take it over, the browser's first render must show that same time, and then moves on.
 */
let drawnAt: Date | undefined;

export function drawFirstScreenAt(at: Date | undefined): void {
  drawnAt = at;
}

/** The time the first render shows: the drawn page's while taking one over, otherwise now. */
export function firstRenderTime(): Date {
  return drawnAt ?? new Date();
}
