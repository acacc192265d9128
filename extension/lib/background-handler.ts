/**
 * The background side: the only code that talks to Scout. One estimates request per page;
 * observations are queued (in extension storage, so a restarted service worker keeps them) and
 * sent in batches, at most 200 at a time, on a timer or when 100 are waiting. Track, Price alert
 * and Analyze carry the page's reading of the product, so that Scout knows it at once. Every call
 * goes through its endpoint of Scout's contracts (src/contracts), typed in and out like the web
 * client's, addressed by the same helper (#contracts/request.ts).
 */
import { alertsV1Api } from '#contracts/alerts.ts';
import type { CallInput, Endpoint, EndpointSpec, ResponseOf, Schema } from '#contracts/define.ts';
import { observationsApi } from '#contracts/observations.ts';
import { endpointPath } from '#contracts/request.ts';
import { trackingV1Api } from '#contracts/tracking.ts';
import { usageV1Api } from '#contracts/usage.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { EstimateItem, ObservationItem } from './page-requests.ts';
import { isConfigured, type Settings } from './settings.ts';

/** The panels the seller opens or folds; their last state is remembered. */
export type PanelKey = 'summary' | 'product';
export type UiState = Partial<Record<PanelKey, boolean>>;

export type BackgroundMessage =
  | { type: 'settings' }
  | { type: 'estimate'; marketplace: MarketplaceCode; items: EstimateItem[]; history: boolean }
  | { type: 'observe'; observations: ObservationItem[] }
  | { type: 'flush' }
  | { type: 'track'; marketplace: MarketplaceCode; asin: string; observation?: ObservationItem }
  | {
      type: 'priceAlert';
      marketplace: MarketplaceCode;
      asin: string;
      targetPriceCents: number;
      observation?: ObservationItem;
    }
  | { type: 'analyze'; url: string; observation?: ObservationItem }
  | { type: 'uiState' }
  | { type: 'setUiState'; panel: PanelKey; open: boolean }
  | { type: 'openOptions' }
  /** The settings page checks an address and key before saving them (GET /api/v1/usage). */
  | { type: 'checkConnection'; scoutUrl: string; apiKey: string };

/** What the settings page's check answers: the key owner's plan and quotas. */
export type ScoutUsage = ResponseOf<typeof usageV1Api.usage>;

export type Reply<T = unknown> = { ok: true; data: T } | { ok: false; error: string };

export interface BackgroundEnv {
  settings(): Promise<Settings>;
  /** Persistent key-value storage for the queue and the panels' state. */
  load(key: string): Promise<unknown>;
  save(key: string, value: unknown): Promise<void>;
  fetch: typeof globalThis.fetch;
  openOptions(): Promise<void>;
  /** Opens an address in a new tab (Analyze in Scout). */
  openTab(url: string): Promise<void>;
}

const QUEUE_KEY = 'scout-observation-queue';
const UI_KEY = 'scout-ui-state';
export const FLUSH_AT = 100;
const BATCH = 200;
/** Observations kept while Scout is unreachable (the oldest go first). */
const QUEUE_CAP = 5000;

type JsonEndpoint = Endpoint<EndpointSpec & { response: Schema }>;

/**
 * Calls an /api/v1 endpoint of Scout's contracts with the API key (the saved settings', or those
 * given); a refusal throws its code. The only call to Scout in the extension: biome refuses a raw
 * `fetch` anywhere else in extension/ (biome.json).
 */
async function call<E extends JsonEndpoint>(
  env: BackgroundEnv,
  endpoint: E,
  input: CallInput<E> & { body?: unknown },
  settings?: Pick<Settings, 'scoutUrl' | 'apiKey'>,
): Promise<ResponseOf<E>> {
  const s = settings ?? (await env.settings());
  if (!isConfigured(s)) throw new Error('not_configured');
  const body = input.body;
  let res: Response;
  try {
    res = await env.fetch(`${s.scoutUrl}/api${endpointPath(endpoint)}`, {
      method: endpoint.method,
      // No cookies: the key is the only credential (and Scout's CSRF guard only checks cookie calls).
      credentials: 'omit',
      headers: {
        authorization: `Bearer ${s.apiKey}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error('network');
  }
  const json = (await res.json().catch(() => null)) as { error?: { code: string } } | null;
  if (!res.ok) throw new Error(json?.error?.code ?? `http_${res.status}`);
  return json as ResponseOf<E>;
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
        await call(env, observationsApi.record, { body: { observations: batch } });
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
          const { items } = await call(env, observationsApi.estimate, {
            body: { marketplace: message.marketplace, items: message.items, history: message.history },
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
        case 'track': {
          const { marketplace, asin, observation } = message;
          try {
            return {
              ok: true,
              data: await call(env, trackingV1Api.add, { body: { marketplace, asin, observation } }),
            };
          } catch (e) {
            // Already tracked is what the seller wanted.
            if ((e as Error).message === 'already_tracked') return { ok: true, data: null };
            throw e;
          }
        }
        case 'priceAlert':
          return {
            ok: true,
            data: await call(env, alertsV1Api.createPrice, {
              body: {
                marketplace: message.marketplace,
                asin: message.asin,
                targetPriceCents: message.targetPriceCents,
                condition: 'below',
                observation: message.observation,
              },
            }),
          };
        case 'analyze': {
          // The product page's reading first: Scout then knows the product and what the page showed.
          if (message.observation)
            await call(env, observationsApi.record, { body: { observations: [message.observation] } });
          const { scoutUrl } = await env.settings();
          if (!message.url.startsWith(`${scoutUrl}/`)) return { ok: false, error: 'bad_url' };
          await env.openTab(message.url);
          return { ok: true, data: null };
        }
        case 'uiState':
          return { ok: true, data: ((await env.load(UI_KEY)) as UiState | undefined) ?? {} };
        case 'setUiState': {
          const state = {
            ...(((await env.load(UI_KEY)) as UiState | undefined) ?? {}),
            [message.panel]: message.open,
          };
          await env.save(UI_KEY, state);
          return { ok: true, data: state };
        }
        case 'openOptions':
          await env.openOptions();
          return { ok: true, data: null };
        case 'checkConnection': {
          const { scoutUrl, apiKey } = message;
          const usage: ScoutUsage = await call(env, usageV1Api.usage, {}, { scoutUrl, apiKey });
          return { ok: true, data: usage };
        }
        default:
          return { ok: false, error: 'unknown_message' };
      }
    } catch (e) {
      return { ok: false, error: (e as Error).message };
    }
  }

  return { handle, flush };
}
