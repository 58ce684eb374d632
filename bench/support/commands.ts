import http from 'node:http';
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
  const response =
    body instanceof FormData
      ? await postForm(`${targets.url}${path}`, headers, body)
      : await post(`${targets.url}${path}`, headers, body);
  const answeredAt = performance.now();
  const cookie = response.cookies.find((c) => c.startsWith('nsg_visitor'));
  return {
    kind,
    visitor: n,
    status: response.status,
    id: response.status < 300 ? (response.answer.id ?? null) : null,
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

interface Answer {
  status: number;
  answer: { id?: string };
  cookies: string[];
}

async function postForm(url: string, headers: Record<string, string>, form: FormData): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', headers, body: form });
  const answer = (await response.json().catch(() => ({}))) as Answer['answer'];
  return { status: response.status, answer, cookies: response.headers.getSetCookie() };
}

/**
 * Node's own HTTP client on kept-alive sockets: on a machine of two cores the load generator's
 * CPU is taken from the system it measures, and `fetch` costs about twice as much per request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let answer: Answer['answer'] = {};
        try {
          answer = JSON.parse(text) as Answer['answer'];
        } catch {
          // Not JSON: the status tells.
        }
        resolve({ status: response.statusCode ?? 0, answer, cookies: response.headers['set-cookie'] ?? [] });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
