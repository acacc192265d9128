import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConcurrencyLimit } from '../lib/concurrency-limit.ts';
import { clientAddress, type TrustProxy } from '../lib/trust-proxy.ts';
import { carriesCredential, credentialKey } from './caller-concurrency.ts';
import type { CallerIdentity } from './caller-identity.ts';
import type { RefusalSummary } from './refusal-summary.ts';

export interface FloodGuardOptions {
  /** The per-credential limit of the expensive routes, the one the app's middleware enters. */
  limit: ConcurrencyLimit;
  /** Path prefixes of the routes that limit guards (`/api/research`…). */
  prefixes: string[];
  trustProxy: TrustProxy;
  /** Who is behind a session or key, when known: a user's sessions and keys are one caller. */
  identity?: CallerIdentity;
  /** Guard only requests that carry a credential (the signed-in routes' limit: visitors are not counted there). */
  signedInOnly?: boolean;
  refusals: RefusalSummary;
  /** How long a refusal is held before it is sent: its Retry-After. */
  holdMs?: number;
  /** Refusals held at once per credential, and in all; past that one is sent at once and its connection closed. */
  maxHeldPerCredential?: number;
  maxHeld?: number;
}

/** Above this, a refused request's body is not worth reading through: its connection is closed. */
const SMALL_BODY = 64 * 1024;

/**
 * The door of the expensive routes (ADR 120). A request whose credential already has its lane and
 * queue full is refused here, in the Node `request` listener, before the app: no routing, no
 * middleware, no session lookup, no log line (a summary per credential per interval instead), and
 * the credential's digest cached per connection. And the refusal is *held* for its Retry-After
 * before it is sent (a tarpit): a client that ignores Retry-After and re-sends at once can then
 * refuse itself only as fast as it has connections each second, not as fast as the event loop
 * answers — the loop the other users share stays theirs. A client that waits as told loses nothing.
 */
export class FloodGuard {
  private readonly o: Required<Omit<FloodGuardOptions, 'identity'>> & Pick<FloodGuardOptions, 'identity'>;
  private readonly keys = new WeakMap<Socket, { headers: string; key: string }>();
  private readonly heldPer = new Map<string, number>();
  private held = 0;

  constructor(o: FloodGuardOptions) {
    this.o = {
      holdMs: 1000,
      maxHeldPerCredential: 512,
      maxHeld: 4096,
      signedInOnly: false,
      ...o,
    };
  }

  /** `next` (the app's listener) behind the guard. */
  listener(next: RequestListener): RequestListener {
    return (req, res) => {
      if (!this.guards(req.url ?? '/')) return next(req, res);
      if (this.o.signedInOnly && !carriesCredential(req.headers.cookie, req.headers.authorization))
        return next(req, res);
      const key = this.keyOf(req);
      if (!this.o.limit.full(key)) return next(req, res);
      this.o.limit.refused(key);
      this.refuse(key, req, res);
    };
  }

  /** Refusals being held now (tests, health). */
  get holding() {
    return this.held;
  }

  private guards(url: string) {
    return this.o.prefixes.some(
      (p) => url.startsWith(p) && (url.length === p.length || '/?'.includes(url[p.length] as string)),
    );
  }

  /**
   * The request's caller key, computed once per connection while it sends the same credential — once
   * it names a user or an address: a session or key not yet known is looked at again, until its
   * user is.
   */
  private keyOf(req: IncomingMessage) {
    const cookie = req.headers.cookie;
    const authorization = req.headers.authorization;
    const forwarded = req.headers['x-forwarded-for'] as string | undefined;
    const headers = `${cookie}\n${authorization}\n${this.o.trustProxy ? forwarded : ''}`;
    const cached = this.keys.get(req.socket);
    if (cached?.headers === headers) return cached.key;
    const ip = clientAddress(forwarded, req.socket.remoteAddress, this.o.trustProxy);
    const key = credentialKey(cookie, authorization, ip, this.o.identity);
    if (key.startsWith('user:') || key.startsWith('ip:')) this.keys.set(req.socket, { headers, key });
    return key;
  }

  private refuse(key: string, req: IncomingMessage, res: ServerResponse) {
    const ip = clientAddress(
      req.headers['x-forwarded-for'] as string | undefined,
      req.socket.remoteAddress,
      this.o.trustProxy,
    );
    // A digest's head names the credential in the log (never the secret itself).
    this.o.refusals.count(key.slice(0, 20), { ip });
    const mine = this.heldPer.get(key) ?? 0;
    if (mine >= this.o.maxHeldPerCredential || this.held >= this.o.maxHeld)
      return send(req, res, this.o.holdMs, true);
    this.held += 1;
    this.heldPer.set(key, mine + 1);
    const release = () => {
      clearTimeout(timer);
      this.held -= 1;
      const left = (this.heldPer.get(key) ?? 1) - 1;
      if (left > 0) this.heldPer.set(key, left);
      else this.heldPer.delete(key);
    };
    const timer = setTimeout(() => {
      res.off('close', release);
      release();
      send(req, res, this.o.holdMs, false);
    }, this.o.holdMs);
    res.once('close', release); // the client gave up: nothing to send
  }
}

/** The same `429 rate_limited` with Retry-After as the app's error handler sends. */
function send(req: IncomingMessage, res: ServerResponse, holdMs: number, close: boolean) {
  const retryAfterSeconds = Math.max(1, Math.round(holdMs / 1000));
  const body = JSON.stringify({ error: { code: 'rate_limited', params: { retryAfterSeconds } } });
  const length = Number(req.headers['content-length'] ?? 0);
  const bigBody = length > SMALL_BODY || req.headers['transfer-encoding'] !== undefined;
  res.writeHead(429, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(close || bigBody ? { connection: 'close' } : {}),
  });
  res.end(body);
}
