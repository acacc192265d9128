import { describe, expect, it } from 'vitest';
import { profileApi } from '#contracts/profile.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();

describe('/api/profile', () => {
  it('requires a session', async () => {
    expect((await ctx.client().call(profileApi.get)).status).toBe(401);
  });

  it('saves display name and company name; the e-mail stays', async () => {
    const me = await ctx.signUp({ name: 'Before' });
    // An e-mail in the body is not part of the contract: the route ignores it.
    // untyped: a field the contract does not have
    const res = await me.patch('/api/profile', {
      name: '  After  ',
      companyName: 'ACME SAS',
      email: 'x@y.z',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'After', companyName: 'ACME SAS', email: me.email });
    expect((await me.call(profileApi.get)).body.companyName).toBe('ACME SAS');
  });

  it('refuses an empty display name and changes nothing', async () => {
    const me = await ctx.signUp({ name: 'Kept' });
    const res = await me.call(profileApi.update, { body: { name: '   ' } });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'validation_failed', params: { field: 'name' } });
    expect((await me.call(profileApi.get)).body.name).toBe('Kept');
  });

  it('keeps each user to their own profile', async () => {
    const a = await ctx.signUp({ name: 'A' });
    const b = await ctx.signUp({ name: 'B' });
    await a.call(profileApi.update, { body: { name: 'A2', companyName: 'Only A' } });
    expect((await b.call(profileApi.get)).body).toMatchObject({ name: 'B', companyName: null });
  });
});
