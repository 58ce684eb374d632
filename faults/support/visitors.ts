/** Simulated visitors sending commands to the API over HTTP, as browsers behind a proxy would. */

export type CommandKind = 'eco start' | 'review';

export interface Outcome {
  kind: CommandKind;
  /** 0 when no answer came (the API was down or killed mid-request). */
  status: number;
  retryAfter: string | null;
  /** The id the API acknowledged (a user challenge or a review). */
  id: string | null;
  body: string;
}

export interface Catalog {
  beaches: number[];
  challenges: number[];
}

export async function loadCatalog(baseUrl: string): Promise<Catalog> {
  const [beaches, challenges] = await Promise.all([
    fetch(`${baseUrl}/api/beaches`).then((r) => r.json() as Promise<{ id: number }[]>),
    fetch(`${baseUrl}/api/eco/challenges`).then((r) => r.json() as Promise<{ id: number }[]>),
  ]);
  return { beaches: beaches.map((b) => b.id), challenges: challenges.map((c) => c.id) };
}

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function send(
  baseUrl: string,
  kind: CommandKind,
  path: string,
  headers: Record<string, string>,
  body: object,
): Promise<{ outcome: Outcome; visitorCookie: string | null }> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ok = response.status >= 200 && response.status < 300;
    const visitorCookie =
      response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('nsg_visitor='))
        ?.split(';')[0] ?? null;
    return {
      outcome: {
        kind,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        id: ok ? (JSON.parse(text) as { id: string }).id : null,
        body: text.slice(0, 300),
      },
      visitorCookie,
    };
  } catch (error) {
    return {
      outcome: { kind, status: 0, retryAfter: null, id: null, body: String(error) },
      visitorCookie: null,
    };
  }
}

/**
 * Visitor n, from an address of its own: starts two challenges and reviews a beach. (Completing one takes
 * half its estimated time by the fair-play rule, longer than a fault test runs.) A command that was
 * refused ends the visit (the next one would depend on it).
 */
export async function visit(baseUrl: string, catalog: Catalog, n: number): Promise<Outcome[]> {
  const headers: Record<string, string> = { 'x-forwarded-for': addressOf(n + 1) };
  const challenge = (k: number) => catalog.challenges[(n + k) % catalog.challenges.length]!;
  const beach = catalog.beaches[n % catalog.beaches.length]!;
  const start = await send(baseUrl, 'eco start', `/api/eco/challenges/${challenge(0)}/start`, headers, {});
  if (!start.outcome.id || !start.visitorCookie) return [start.outcome];
  headers.cookie = start.visitorCookie;
  const second = await send(baseUrl, 'eco start', `/api/eco/challenges/${challenge(1)}/start`, headers, {});
  if (!second.outcome.id) return [start.outcome, second.outcome];
  const review = await send(baseUrl, 'review', '/api/reviews', headers, {
    type: 'beach',
    targetId: beach,
    title: `Visit ${n}`,
    content: `Visitor ${n} liked it.`,
    rating: (n % 5) + 1,
    authorName: `Visitor ${n}`,
  });
  return [start.outcome, second.outcome, review.outcome];
}

/**
 * Visits by `concurrency` visitors at a time until `commands` commands were sent (or `stop()` says so).
 * `onOutcome` sees every answer as it comes.
 */
export async function runVisits(options: {
  baseUrl: string;
  catalog: Catalog;
  commands: number;
  concurrency: number;
  firstVisitor?: number;
  onOutcome?: (outcome: Outcome) => void;
  stop?: () => boolean;
}): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = options.firstVisitor ?? 0;
  const lane = async () => {
    while (outcomes.length < options.commands && !options.stop?.()) {
      const visited = await visit(options.baseUrl, options.catalog, next++);
      for (const outcome of visited) {
        outcomes.push(outcome);
        options.onOutcome?.(outcome);
      }
      // No answer: the API is down or restarting; knock again a little later.
      if (visited.at(-1)?.status === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, lane));
  return outcomes;
}
