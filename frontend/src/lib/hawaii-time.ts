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
