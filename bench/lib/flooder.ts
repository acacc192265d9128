// The flooder of bench/flood.bench.ts, in its own process (its own event loop: the benchmark's
// victim is timed in the parent, and a client saturated by its own flood would time itself, not the
// server). Forked with IPC; the parent sends `{ url, credentials, ip, inFlight, requests }` once, then
// 'flood' (keep `inFlight` requests open as one user, slot i with credential i mod n and request
// (i + round) mod m, each re-sent as soon as it is answered, Retry-After ignored, as an abusive
// client would), 'pause' (let the open ones end: the
// answer 'paused' comes when none is left) and 'report' (what it got so far, then it exits).
import os from 'node:os';

export interface FloodOrder {
  url: string;
  /** The user's credentials: headers each slot sends (a session cookie, or an API key's Authorization). */
  credentials: Record<string, string>[];
  ip: string;
  inFlight: number;
  /** The requests the slots send in turn. */
  requests: { method: 'GET' | 'POST'; path: string; body?: unknown }[];
}

/** The flooder's answers by status (a failed request by its error code), and its request rate. */
export interface FloodReport {
  requests: number;
  perSecondWhileFlooding: number;
  answers: Record<string, number>;
}

// The flooder stands for another machine: on the benchmark's own (shared, 2-core) machine it takes
// only the CPU the server and the victim leave, so its client work is not counted as the server's.
os.setPriority(19);

let order: FloodOrder;
let flooding = false;
let floodingMs = 0;
let slots: Promise<void>[] = [];
const answers = new Map<string, number>();
const note = (answer: string) => answers.set(answer, (answers.get(answer) ?? 0) + 1);

async function slot(index: number) {
  const credential = order.credentials[index % order.credentials.length];
  for (let round = 0; flooding; round++) {
    const request = order.requests[(index + round) % order.requests.length];
    if (!request) return;
    const answer = await fetch(new URL(request.path, order.url), {
      method: request.method,
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-forwarded-for': order.ip,
        ...credential,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        return String(res.status);
      })
      .catch((error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name);
    note(answer);
  }
}

process.on('message', async (message: FloodOrder | 'flood' | 'pause' | 'report') => {
  if (typeof message === 'object') order = message;
  else if (message === 'flood') {
    flooding = true;
    floodingMs -= performance.now();
    slots = Array.from({ length: order.inFlight }, (_, i) => slot(i));
    process.send?.('flooding');
  } else if (message === 'pause') {
    flooding = false;
    floodingMs += performance.now();
    await Promise.all(slots);
    process.send?.('paused');
  } else {
    const requests = [...answers.values()].reduce((a, b) => a + b, 0);
    const report: FloodReport = {
      requests,
      perSecondWhileFlooding: Math.round(requests / (floodingMs / 1000)),
      answers: Object.fromEntries([...answers].sort(([a], [b]) => a.localeCompare(b))),
    };
    process.send?.(report, () => process.exit(0));
  }
});

// The benchmark gone (finished or failed), the flood stops with it.
process.on('disconnect', () => process.exit(0));
