import WebSocket from 'ws';

/**
 * A bench child process that holds live sockets, so that the bench's own process is not what delays
 * their messages. Told over IPC which sockets to open (each from a local address of its own, as seen by
 * the API) and when to hand over the arrival times of the changes they heard, by changed id.
 */
export interface SocketToOpen {
  /** The socket's index in the bench's list. */
  n: number;
  localAddress: string;
  cookie?: string;
}

export type LiveSocketsRequest =
  { kind: 'open'; url: string; sockets: SocketToOpen[] } | { kind: 'arrivals' } | { kind: 'close' };

export interface Opened {
  /** Indexes of the sockets the API greeted, and of those it refused (with the close code). */
  greeted: number[];
  refused: { n: number; code: number }[];
}

/** Milliseconds on a clock that the bench's processes share. */
export const sharedNow = () => performance.timeOrigin + performance.now();

const OPENING_AT_ONCE = 200;
const sockets: WebSocket[] = [];
/** Changed id → when it arrived on each socket that heard it. */
let arrivals = new Map<string, number[]>();

function open(url: string, { n, localAddress, cookie }: SocketToOpen): Promise<Opened> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { localAddress, headers: cookie ? { cookie } : {} });
    sockets.push(socket);
    socket.on('message', (data) => {
      const at = sharedNow();
      const message = JSON.parse(String(data)) as { type: string; ids?: string[] };
      if (message.type === 'hello') resolve({ greeted: [n], refused: [] });
      if (message.type !== 'readmodel_changed') return;
      for (const id of message.ids ?? []) {
        const times = arrivals.get(id);
        if (times) times.push(at);
        else arrivals.set(id, [at]);
      }
    });
    socket.on('close', (code) => resolve({ greeted: [], refused: [{ n, code }] }));
    socket.on('error', () => resolve({ greeted: [], refused: [{ n, code: 0 }] }));
  });
}

async function openAll(url: string, wanted: SocketToOpen[]): Promise<Opened> {
  const opened: Opened = { greeted: [], refused: [] };
  for (let start = 0; start < wanted.length; start += OPENING_AT_ONCE) {
    const batch = await Promise.all(wanted.slice(start, start + OPENING_AT_ONCE).map((s) => open(url, s)));
    for (const { greeted, refused } of batch) {
      opened.greeted.push(...greeted);
      opened.refused.push(...refused);
    }
  }
  return opened;
}

process.on('message', (request: LiveSocketsRequest) => {
  switch (request.kind) {
    case 'open':
      void openAll(request.url, request.sockets).then((opened) => process.send!(opened));
      return;
    case 'arrivals':
      process.send!(Object.fromEntries(arrivals));
      arrivals = new Map();
      return;
    case 'close':
      for (const socket of sockets) socket.terminate();
      process.exit(0);
  }
});
