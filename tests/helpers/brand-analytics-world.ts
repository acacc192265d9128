import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { runAmazonSync } from '#server/modules/amazon/amazon-sync-job.ts';
import { createUser } from './factories/index.ts';
import { type StandInSeller, selfConnection, spApiConnectionWorld } from './sp-api-world.ts';

/**
 * The world of the Brand Analytics tests: the SP-API stand-in (closed after the file) and the app
 * pointed at it. `connectedSeller(prepare)` adds a US seller whose credentials are unique to this
 * file (`name`), lets `prepare` give it its role, reports and stock, connects it for a new Elite
 * user through HTTP (self-authorised token) and syncs its inventory, as a seller's first day does.
 */
export async function brandAnalyticsWorld(name: string) {
  const { amazon, ctx, db } = await spApiConnectionWorld();
  const signal = new AbortController().signal;
  let sellers = 0;
  async function connectedSeller(prepare: (seller: StandInSeller) => void) {
    sellers++;
    const seller = amazon.addSeller({
      sellerId: `A2${name.toUpperCase()}${String(sellers).padStart(6, '0')}`,
      clientId: `amzn1.application-oa2-client.${name}${sellers}`,
      clientSecret: `${name}-secret-${sellers}-0123456789`,
      refreshToken: `Atzr|IwEBI-${name}-${sellers}-${randomBytes(8).toString('hex')}`,
      marketplaceIds: [MARKETPLACES.US.marketplaceId],
    });
    prepare(seller);
    const user = await createUser(ctx, { plan: 'elite' });
    const res = await user.put('/api/amazon/connection', selfConnection(seller, `${name}@example.com`));
    expect(res.status).toBe(200);
    await runAmazonSync(ctx.deps, signal, { reportPollMs: 0 });
    return { seller, user };
  }
  return { amazon, ctx, db, signal, connectedSeller };
}
