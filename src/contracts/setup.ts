import * as z from 'zod/mini';
import { defineApi } from './define.ts';

export const SETUP_ITEMS = [
  'site-name',
  'legal',
  'contact',
  'smtp',
  'payments',
  'ai',
  'market-data',
] as const;

/** One thing a public deployment needs, as the server has it now (docs/configuration.md). */
export const setupItem = z.object({
  id: z.enum(SETUP_ITEMS),
  /** done | missing (nothing set) | partial (some settings missing) | test (works, not for the public) */
  state: z.enum(['done', 'missing', 'partial', 'test']),
  /** The environment variables that set it. */
  variables: z.array(z.string()),
  /** Those of them still unset (that the item needs). */
  unset: z.array(z.string()),
  /** What is in force, without any secret: the site name, the AI engine, the sources configured… */
  current: z.nullable(z.string()),
});
export type SetupItem = z.output<typeof setupItem>;

export const setupStatus = z.object({
  items: z.array(setupItem),
  /** Every item done. */
  complete: z.boolean(),
});
export type SetupStatus = z.output<typeof setupStatus>;

/** The first-run setup page of the operator (admins only). */
export const setupApi = defineApi('/admin/setup', {
  get: { method: 'GET', path: '/', response: setupStatus },
  /** Sends a test e-mail to the calling administrator through the configured transport. */
  testEmail: {
    method: 'POST',
    path: '/test-email',
    response: z.object({ sentTo: z.string(), transport: z.enum(['smtp', 'log']) }),
  },
});
