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

/** A command as an HTTP request: the same for Node's client (`sendCommand`) and for autocannon. */
export interface CommandRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The eco challenge an eco command is about. */
  challengeId?: number;
}

/**
 * The request of one command sent as visitor `n`, from an address of its own; an eco completion is sent
 * by the visitor of the `started` challenge, with their cookie and address.
 */
export function commandRequest(
  targets: CommandTargets,
  kind: CommandKind,
  visitor: number,
  started?: CommandOutcome,
): CommandRequest {
  const n = started?.visitor ?? visitor;
  const headers: Record<string, string> = { 'x-forwarded-for': visitorAddress(n) };
  switch (kind) {
    case 'review':
      headers['content-type'] = 'application/json';
      return {
        method: 'POST',
        path: '/api/reviews',
        headers,
        body: JSON.stringify({
          type: 'beach',
          targetId: targets.beachIds[n % targets.beachIds.length],
          title: `Morning session ${n}`,
          content: 'Glassy and uncrowded before nine, friendly locals, parking filled up by ten.',
          rating: 1 + (n % 5),
          authorName: 'Bench Visitor',
        }),
      };
    case 'eco start': {
      const challengeId = targets.challengeIds[n % targets.challengeIds.length]!;
      return { method: 'POST', path: `/api/eco/challenges/${challengeId}/start`, headers, challengeId };
    }
    case 'eco complete': {
      const challengeId = started!.challengeId!;
      headers.cookie = started!.visitorCookie!;
      headers['content-type'] = 'application/json';
      const body = JSON.stringify({
        notes: 'Picked up two bags of plastic at Sunset Beach.',
        evidencePhotos: [],
      });
      return {
        method: 'POST',
        path: `/api/eco/challenges/${challengeId}/complete`,
        headers,
        body,
        challengeId,
      };
    }
    case 'listing': {
      const { contentType, body } = multipart(listingFields(n));
      headers['content-type'] = contentType;
      return { method: 'POST', path: '/api/listings', headers, body };
    }
  }
}

/** Sends one command as visitor `n` (see `commandRequest`) and tells how it went. */
export async function sendCommand(
  targets: CommandTargets,
  kind: CommandKind,
  visitor: number,
  started?: CommandOutcome,
): Promise<CommandOutcome> {
  const request = commandRequest(targets, kind, visitor, started);
  const sentAt = performance.now();
  const response = await post(`${targets.url}${request.path}`, request.headers, request.body);
  const answeredAt = performance.now();
  const cookie = response.cookies.find((c) => c.startsWith('nsg_visitor'));
  return {
    kind,
    visitor: started?.visitor ?? visitor,
    status: response.status,
    id: response.status < 300 ? (response.answer.id ?? null) : null,
    sentAt,
    answeredAt,
    visitorCookie: cookie?.split(';')[0] ?? request.headers.cookie,
    challengeId: request.challengeId,
  };
}

function listingFields(n: number): Record<string, string> {
  return {
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
}

/** A multipart/form-data body of text fields, as a browser's form sends it. */
function multipart(fields: Record<string, string>): { contentType: string; body: string } {
  const boundary = '----nsg-bench-form-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}

interface Answer {
  status: number;
  answer: { id?: string };
  cookies: string[];
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
