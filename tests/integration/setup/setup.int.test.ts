import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApi } from '#contracts/setup.ts';
import { outbox } from '#server/db/schema/outbox.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

describe('first-run setup', () => {
  it('lists what a default install lacks, with the variables that set each item', async () => {
    const ctx = await createTestContext({ ADMIN_EMAILS: 'setup-admin@example.com' });
    const admin = await ctx.signUp({ email: 'setup-admin@example.com', verified: true });
    const res = await admin.call(setupApi.get, {});
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.items.map((i) => [i.id, i]));
    expect(res.body.complete).toBe(false);
    expect(byId['site-name']).toMatchObject({ state: 'partial', current: 'Scout', variables: ['SITE_NAME'] });
    expect(byId.legal).toMatchObject({
      state: 'missing',
      unset: ['SITE_EDITOR', 'SITE_DIRECTOR', 'SITE_HOST'],
    });
    expect(byId.smtp).toMatchObject({ state: 'missing', unset: ['SMTP_URL'] });
    expect(byId.payments).toMatchObject({ state: 'test', current: 'test' }); // loopback BASE_URL
    expect(byId.ai).toMatchObject({ state: 'test', current: 'local' });
    expect(byId['market-data']).toMatchObject({ state: 'missing', current: null });

    // Without SMTP_URL the test e-mail goes to the log and the outbox, and says so.
    const sent = await admin.call(setupApi.testEmail, {});
    expect(sent.body).toEqual({ sentTo: 'setup-admin@example.com', transport: 'log' });
    const mails = await ctx.deps.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'setup-admin@example.com'));
    expect(mails.some((m) => /test e-mail/.test(m.subject))).toBe(true);

    const user = await ctx.signUp();
    expect((await user.call(setupApi.get, {})).status).toBe(403);
  });

  it('reads a configured deployment as done, never showing a secret', async () => {
    const ctx = await createTestContext({
      ADMIN_EMAILS: 'setup-admin2@example.com',
      SITE_NAME: 'Acme Scout',
      SITE_EDITOR: 'Acme SAS',
      SITE_DIRECTOR: 'Jane Doe',
      SITE_HOST: 'Example Hosting',
      SITE_CONTACT_EMAIL: 'contact@acme.test',
      SITE_CONTACT_ADDRESS: '1 rue de la Paix, Paris',
      KEEPA_API_KEY: 'keepa-secret-key',
    });
    const admin = await ctx.signUp({ email: 'setup-admin2@example.com', verified: true });
    const res = await admin.call(setupApi.get, {});
    const byId = Object.fromEntries(res.body.items.map((i) => [i.id, i]));
    for (const id of ['site-name', 'legal', 'contact', 'market-data']) expect(byId[id]?.state).toBe('done');
    expect(byId['market-data']?.current).toBe('Keepa');
    expect(JSON.stringify(res.body)).not.toContain('keepa-secret-key');
  });
});
