/**
 * The background side: the only code that talks to Scout. One estimates request per page;
 * observations are queued (in extension storage, so a restarted service worker keeps them) and
 * sent in batches, at most 200 at a time, on a timer or when 100 are waiting.
 */
import type { EstimateItem, ObservationItem } from './page-requests.ts';
import type { ScoutEstimate } from './scout-types.ts';
import { isConfigured, type Settings } from './settings.ts';

export type BackgroundMessage =
  | { type: 'settings' }
  | { type: 'estimate'; marketplace: string; items: EstimateItem[]; history: boolean }
  | { type: 'observe'; observations: ObservationItem[] }
  | { type: 'flush' }
  | { type: 'track'; marketplace: string; asin: string }
  | { type: 'priceAlert'; marketplace: string; asin: string; targetPriceCents: number }
  | { type: 'openOptions' };

export type Reply<T = unknown> = { ok: true; data: T } | { ok: false; error: string };

export interface BackgroundEnv {
  settings(): Promise<Settings>;
  /** Persistent key-value storage for the queue. */
  load(key: string): Promise<unknown>;
  save(key: string, value: unknown): Promise<void>;
  fetch: typeof fetch;
  openOptions(): Promise<void>;
}

const QUEUE_KEY = 'scout-observation-queue';
export const FLUSH_AT = 100;
const BATCH = 200;
/** Observations kept while Scout is unreachable (the oldest go first). */
const QUEUE_CAP = 5000;

async function call<T>(env: BackgroundEnv, method: string, path: string, body?: unknown): Promise<T> {
  const s = await env.settings();
  if (!isConfigured(s)) throw new Error('not_configured');
  const res = await env.fetch(`${s.scoutUrl}/api/v1${path}`, {
    method,
    // No cookies: the key is the only credential (and Scout's CSRF guard only checks cookie calls).
    credentials: 'omit',
    headers: { authorization: `Bearer ${s.apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => null)) as { error?: { code: string } } | null;
  if (!res.ok) throw new Error(json?.error?.code ?? `http_${res.status}`);
  return json as T;
}

export function createBackground(env: BackgroundEnv) {
  let flushing: Promise<number> | null = null;

  async function queue(): Promise<ObservationItem[]> {
    return ((await env.load(QUEUE_KEY)) as ObservationItem[] | undefined) ?? [];
  }

  /** Sends what is queued; returns how many observations Scout accepted. Kept queued on failure. */
  async function flush(): Promise<number> {
    if (flushing) return flushing;
    flushing = (async () => {
      let sent = 0;
      for (;;) {
        const waiting = await queue();
        if (waiting.length === 0) return sent;
        const batch = waiting.slice(0, BATCH);
        await call(env, 'POST', '/observations', { observations: batch });
        await env.save(QUEUE_KEY, (await queue()).slice(batch.length));
        sent += batch.length;
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function handle(message: BackgroundMessage): Promise<Reply> {
    try {
      switch (message.type) {
        case 'settings': {
          const s = await env.settings();
          return {
            ok: true,
            data: { configured: isConfigured(s), scoutUrl: s.scoutUrl, language: s.language },
          };
        }
        case 'estimate': {
          const { items } = await call<{ items: ScoutEstimate[] }>(env, 'POST', '/estimates', {
            marketplace: message.marketplace,
            items: message.items,
            history: message.history,
          });
          return { ok: true, data: items };
        }
        case 'observe': {
          const all = [...(await queue()), ...message.observations].slice(-QUEUE_CAP);
          await env.save(QUEUE_KEY, all);
          if (all.length >= FLUSH_AT) flush().catch(() => {});
          return { ok: true, data: all.length };
        }
        case 'flush':
          return { ok: true, data: await flush() };
        case 'track':
          return {
            ok: true,
            data: await call(env, 'POST', '/tracked-products', {
              marketplace: message.marketplace,
              asin: message.asin,
            }),
          };
        case 'priceAlert':
          return {
            ok: true,
            data: await call(env, 'POST', '/alerts/price', {
              marketplace: message.marketplace,
              asin: message.asin,
              targetPriceCents: message.targetPriceCents,
              condition: 'below',
            }),
          };
        case 'openOptions':
          await env.openOptions();
          return { ok: true, data: null };
        default:
          return { ok: false, error: 'unknown_message' };
      }
    } catch (e) {
      return { ok: false, error: (e as Error).message };
    }
  }

  return { handle, flush };
}
