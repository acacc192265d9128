import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getSiteInfo } from './get-site-info.ts';
import { loadTestimonials } from './load-testimonials.ts';

export function siteRoutes({ database, env }: AppDeps) {
  const testimonials = loadTestimonials(env.SITE_TESTIMONIALS_FILE);
  return new Hono<AppEnv>().get('/', async (c) =>
    c.json(await getSiteInfo({ db: database.db, env, testimonials })),
  );
}
