const format = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Pacific/Honolulu',
  timeZoneName: 'short',
});

/** A moment as Hawaii reads it, labelled: "Nov 27, 2026, 9:14 AM HST", whatever the browser's time zone. */
export const formatHawaiiTime = (moment: string | Date) => format.format(new Date(moment));

const clock = { hour: 'numeric', minute: '2-digit', timeZone: 'Pacific/Honolulu' } as const;
const minutes = new Intl.DateTimeFormat('en-US', clock);
const seconds = new Intl.DateTimeFormat('en-US', { ...clock, second: '2-digit' });

/** The time of day in Hawaii, for a chart's axis: "9:14 AM", or "9:14:05 AM" for a span of minutes. */
export const formatHawaiiClock = (moment: string | Date, withSeconds = false) =>
  (withSeconds ? seconds : minutes).format(new Date(moment));
