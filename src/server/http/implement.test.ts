import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { dateTime } from '#contracts/common.ts';
import { defineApi, noContent } from '#contracts/define.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorHandler } from './error-handler.ts';
import { checkReply, implement } from './implement.ts';
import type { AppEnv } from './types.ts';

const thing = z.object({ id: z.number(), at: dateTime, note: z.nullable(z.string()) });
const api = defineApi('/things', {
  get: { method: 'GET', path: '/:id', params: z.object({ id: z.coerce.number() }), response: thing },
  create: { method: 'POST', path: '/', body: z.object({ note: z.string() }), response: thing, status: 201 },
  remove: {
    method: 'DELETE',
    path: '/:id',
    params: z.object({ id: z.coerce.number() }),
    response: noContent,
  },
});

function appWith(reply: unknown, checkResponses = true) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use((c, next) => {
    c.set('checkResponses', checkResponses);
    return next();
  });
  implement(app, api.get, () => reply as z.input<typeof thing>);
  implement(app, api.create, (_c, { body }) => ({ id: 1, at: new Date(0), note: body.note }));
  implement(app, api.remove, (_c, { params }) => {
    if (params.id === 0) throw new AppError('not_found', 404);
  });
  return app;
}

describe('defineApi', () => {
  it('joins the base and the path, and refuses path parameters the params schema does not declare', () => {
    expect(api.get.path).toBe('/things/:id');
    expect(api.create.path).toBe('/things');
    expect(() => defineApi('/x', { bad: { method: 'GET', path: '/:id', response: thing } })).toThrow(
      /path parameters/,
    );
  });
});

describe('implement', () => {
  it('validates the input with the contract and answers with its status', async () => {
    const app = appWith(null);
    const created = await app.request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'hi' }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 1, at: '1970-01-01T00:00:00.000Z', note: 'hi' });
    const refused = await app.request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 3 }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { code: 'validation_failed', params: { field: 'note', reason: 'invalid_type' } },
    });
    expect((await app.request('/5', { method: 'DELETE' })).status).toBe(204);
  });

  it('fails loudly when the answer breaks the contract, outside production only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const drift = { id: 1, at: new Date(0), note: null, secret: 'leak' };
    expect((await appWith(drift).request('/1')).status).toBe(500);
    expect(error.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringMatching(/GET \/api\/things\/:id: .*\$\.secret \(sent, not declared\)/),
    );
    expect((await appWith({ id: '1', at: new Date(0), note: null }).request('/1')).status).toBe(500);
    const production = await appWith(drift, false).request('/1');
    expect(production.status).toBe(200);
    expect((await production.json()).secret).toBe('leak');
    error.mockRestore();
  });
});

describe('checkReply', () => {
  const endpoint = { method: 'GET', path: '/x' } as const;
  it('accepts a Date where the contract sends a date-time, and its ISO string', () => {
    expect(() => checkReply(endpoint, thing, { id: 1, at: new Date(), note: null })).not.toThrow();
    expect(() => checkReply(endpoint, thing, { id: 1, at: '2024-01-01T00:00:00Z', note: 'x' })).not.toThrow();
  });

  it('refuses a missing field, a wrong type, an undeclared field and a date that is not ISO', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => checkReply(endpoint, thing, { id: 1, at: new Date() })).toThrow(/note/);
    expect(() => checkReply(endpoint, thing, { id: 1, at: new Date(), note: 5 })).toThrow(/note/);
    expect(() => checkReply(endpoint, thing, { id: 1, at: new Date(), note: null, x: 1 })).toThrow(/\$\.x/);
    expect(() => checkReply(endpoint, thing, { id: 1, at: '2024-01-01 00:00', note: null })).toThrow(/at/);
    error.mockRestore();
  });
});
