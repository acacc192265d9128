import * as z from 'zod/mini';
import { dateTime } from './common.ts';
import { defineApi } from './define.ts';

export const profile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  companyName: z.nullable(z.string()),
  isAdmin: z.boolean(),
  createdAt: dateTime,
});
export type Profile = z.output<typeof profile>;

export const updateProfileBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  companyName: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
});
export type UpdateProfileBody = z.output<typeof updateProfileBody>;

export const profileApi = defineApi('/profile', {
  get: { method: 'GET', path: '/', response: profile },
  update: { method: 'PATCH', path: '/', body: updateProfileBody, response: profile },
});
