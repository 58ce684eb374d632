import { visitorAddress } from './stack.ts';

export type CommandKind = 'review' | 'eco start' | 'eco complete' | 'listing';

export interface CommandOutcome {
  kind: CommandKind;
  /** The simulated visitor (their address); a completion comes from the visitor who started. */
  visitor: number;
  status: number;
  /** The id the API answered with (review, user challenge, listing). */
  id: string | null;
  /** performance.now() when the request was sent and when its answer arrived. */
  sentAt: number;
  answeredAt: number;
  /** For an accepted eco start: the visitor's cookie, to complete the challenge later. */
  visitorCookie?: string;
  challengeId?: number;
}

export interface CommandTargets {
  url: string;
  beachIds: number[];
  challengeIds: number[];
}

/**
 * Sends one command as visitor `n`, from an address of its own; an eco completion is sent by the
 * visitor of the `started` challenge, with their cookie and address.
 */
export async function sendCommand(
  targets: CommandTargets,
  kind: CommandKind,
  visitor: number,
  started?: CommandOutcome,
): Promise<CommandOutcome> {
  const n = started?.visitor ?? visitor;
  const headers: Record<string, string> = { 'x-forwarded-for': visitorAddress(n) };
  let path: string;
  let body: string | FormData | undefined;
  let challengeId: number | undefined;
  switch (kind) {
    case 'review':
      path = '/api/reviews';
      headers['content-type'] = 'application/json';
      body = JSON.stringify({
        type: 'beach',
        targetId: targets.beachIds[n % targets.beachIds.length],
        title: `Morning session ${n}`,
        content: 'Glassy and uncrowded before nine, friendly locals, parking filled up by ten.',
        rating: 1 + (n % 5),
        authorName: 'Bench Visitor',
      });
      break;
    case 'eco start':
      challengeId = targets.challengeIds[n % targets.challengeIds.length]!;
      path = `/api/eco/challenges/${challengeId}/start`;
      break;
    case 'eco complete':
      challengeId = started!.challengeId!;
      path = `/api/eco/challenges/${challengeId}/complete`;
      headers.cookie = started!.visitorCookie!;
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ notes: 'Picked up two bags of plastic at Sunset Beach.', evidencePhotos: [] });
      break;
    case 'listing':
      path = '/api/listings';
      body = listingForm(n);
      break;
  }
  const sentAt = performance.now();
  const response = await fetch(`${targets.url}${path}`, { method: 'POST', headers, body });
  const answer = (await response.json().catch(() => ({}))) as { id?: string };
  const answeredAt = performance.now();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('nsg_visitor'));
  return {
    kind,
    visitor: n,
    status: response.status,
    id: response.ok ? (answer.id ?? null) : null,
    sentAt,
    answeredAt,
    visitorCookie: cookie?.split(';')[0] ?? headers.cookie,
    challengeId,
  };
}

function listingForm(n: number): FormData {
  const form = new FormData();
  const fields = {
    title: `Longboard ${n}`,
    condition: 'Good',
    price: '$450',
    location: 'Haleiwa',
    sellerName: 'Kai',
    email: `seller${n}@example.com`,
    phone: '808-555-0100',
    length: `9'${n % 12}"`,
    description: 'Single fin, a few dings, rides great.',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
