import * as z from 'zod/mini';
import { defineApi, noContent } from './define.ts';

/** The SPA reports what the server cannot see: a visit to a path that has no page. */
export const clientLogApi = defineApi('/client-log', {
  notFound: {
    method: 'POST',
    path: '/not-found',
    body: z.object({ path: z.string().check(z.maxLength(2048)) }),
    response: noContent,
  },
});
