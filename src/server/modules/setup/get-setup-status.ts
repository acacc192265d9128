import type { SetupItem, SetupStatus } from '#contracts/setup.ts';
import type { Env } from '#server/env.ts';

type Item = Omit<SetupItem, 'state'> & { state?: SetupItem['state'] };

/** done when nothing is unset, missing when all of `needed` are, partial otherwise. */
function item(id: SetupItem['id'], env: Env, needed: (keyof Env)[], o: Partial<Item> = {}): SetupItem {
  const unset = needed.filter((k) => env[k] === undefined || env[k] === '');
  const state =
    o.state ?? (unset.length === 0 ? 'done' : unset.length === needed.length ? 'missing' : 'partial');
  return { id, variables: o.variables ?? needed, unset, current: o.current ?? null, state };
}

/**
 * What a public deployment needs, item by item, read from the configuration (never a secret's
 * value): the first-run setup page lists it with where each item is set (docs/configuration.md).
 */
export function getSetupStatus(env: Env): SetupStatus {
  const aiProvider =
    env.AI_PROVIDER !== 'auto'
      ? env.AI_PROVIDER
      : env.GOOGLE_GENERATIVE_AI_API_KEY
        ? 'gemini'
        : env.OPENAI_BASE_URL
          ? 'openai-compatible'
          : 'local';
  const sources = [
    env.KEEPA_API_KEY ? 'Keepa' : null,
    env.SPAPI_RESEARCH_REFRESH_TOKEN ||
    env.SPAPI_RESEARCH_REFRESH_TOKEN_EU ||
    env.SPAPI_RESEARCH_REFRESH_TOKEN_FE
      ? 'SP-API'
      : null,
  ].filter((s) => s !== null);
  const items: SetupItem[] = [
    item('site-name', env, [], {
      variables: ['SITE_NAME'],
      current: env.SITE_NAME,
      // The default name is fine for a private install, not for a public site.
      state: env.SITE_NAME === 'Scout' ? 'partial' : 'done',
    }),
    item('legal', env, ['SITE_EDITOR', 'SITE_DIRECTOR', 'SITE_HOST']),
    item('contact', env, ['SITE_CONTACT_EMAIL', 'SITE_CONTACT_ADDRESS'], {
      variables: ['SITE_CONTACT_EMAIL', 'SITE_CONTACT_PHONE', 'SITE_CONTACT_ADDRESS'],
      current: env.SITE_CONTACT_EMAIL ?? null,
    }),
    item('smtp', env, ['SMTP_URL'], { variables: ['SMTP_URL', 'MAIL_FROM'], current: env.MAIL_FROM }),
    item('payments', env, [], {
      variables: ['PAYMENTS', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      current: env.payments,
      state: env.payments === 'stripe' ? 'done' : env.payments === 'test' ? 'test' : 'missing',
    }),
    item('ai', env, [], {
      variables: ['AI_PROVIDER', 'GOOGLE_GENERATIVE_AI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_API_KEY'],
      current: aiProvider,
      // The built-in engine answers from Scout's own figures only: usable, but no real language model.
      state: aiProvider === 'local' ? 'test' : 'done',
    }),
    item('market-data', env, [], {
      variables: ['KEEPA_API_KEY', 'SPAPI_RESEARCH_REFRESH_TOKEN', 'MARKET_DATA_SOURCES'],
      current: sources.length ? sources.join(', ') : null,
      state: sources.length ? 'done' : 'missing',
    }),
  ];
  return { items, complete: items.every((i) => i.state === 'done') };
}
