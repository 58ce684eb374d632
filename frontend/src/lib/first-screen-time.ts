/**
 * The time a server-drawn first screen shows (its clock, its phase of the day). The server keeps a drawn page
 * for a minute: to take it over, the browser renders each part of it at that same time as it hydrates it
 * (sections hydrate one by one), and then moves on to now.
 */
let drawnAt: Date | undefined;

export function drawFirstScreenAt(at: Date | undefined): void {
  drawnAt = at;
}

/** The time a render shows: the drawn page's while drawing or taking one over, otherwise now. */
export function firstRenderTime(): Date {
  return drawnAt ?? new Date();
}
