export interface BusArrival {
  stopId: string;
  stopName: string;
  route: string;
  headsign: string;
  arrivesAt: string;
}

const HAWAII_OFFSET_HOURS = 10; // HST = UTC-10, no daylight saving.

/** "11/21/2026" + "5:34 PM" in Honolulu time → UTC. */
export function theBusTime(date: string, time: string): Date | null {
  const d = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!d || !t) return null;
  let hours = Number(t[1]) % 12;
  if (t[3]!.toUpperCase() === 'PM') hours += 12;
  return new Date(
    Date.UTC(Number(d[3]), Number(d[1]) - 1, Number(d[2]), hours + HAWAII_OFFSET_HOURS, Number(t[2])),
  );
}

/** TheBus `arrivalsJSON/?key=…&stop=…`: arrivals that are not cancelled, soonest first. */
export function parseTheBusArrivals(json: unknown, stopName: string): BusArrival[] {
  const body = json as { stopNumber?: string; arrival?: Record<string, string>[]; errorMessage?: string };
  if (!Array.isArray(body.arrival)) {
    if (body.arrival === undefined && body.stopNumber) return [];
    throw new Error(`TheBus response without arrivals${body.errorMessage ? `: ${body.errorMessage}` : ''}`);
  }
  const arrivals: BusArrival[] = [];
  for (const arrival of body.arrival) {
    if (arrival.canceled === '1') continue;
    const at = theBusTime(arrival.date ?? '', arrival.stopTime ?? '');
    if (!at || !arrival.route) continue;
    arrivals.push({
      stopId: String(body.stopNumber ?? ''),
      stopName,
      route: arrival.route,
      headsign: arrival.headsign ?? '',
      arrivesAt: at.toISOString(),
    });
  }
  return arrivals.sort((a, b) => a.arrivesAt.localeCompare(b.arrivesAt));
}
