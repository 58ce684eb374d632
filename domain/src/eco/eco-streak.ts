export const ECO_TIME_ZONE = 'Pacific/Honolulu';

const honoluluDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: ECO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Honolulu calendar day of an instant, as 'YYYY-MM-DD'. */
export function honoluluDay(instant: Date): string {
  return honoluluDate.format(instant);
}

const previousDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Consecutive Honolulu calendar days with at least one completion, ending today, or yesterday when
 * there is none yet today (the streak is still alive until the day is over).
 */
export function currentStreak(completionDays: Iterable<string>, today: string): number {
  const days = new Set(completionDays);
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = previousDay(day);
  }
  return streak;
}

/** The longest run of consecutive days among the completion days. */
export function longestStreak(completionDays: Iterable<string>): number {
  const days = new Set(completionDays);
  let longest = 0;
  for (const day of days) {
    if (days.has(previousDay(day))) continue;
    let length = 0;
    let cursor = new Date(`${day}T00:00:00Z`);
    while (days.has(cursor.toISOString().slice(0, 10))) {
      length++;
      cursor = new Date(cursor.getTime() + 86_400_000);
    }
    longest = Math.max(longest, length);
  }
  return longest;
}
