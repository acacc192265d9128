import { Hono } from 'hono';
import { siteApi } from '#contracts/site.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getSiteInfo } from './get-site-info.ts';
import { loadTestimonials } from './load-testimonials.ts';

export function siteRoutes({ database, env, ai }: AppDeps) {
  const testimonials = loadTestimonials(env.SITE_TESTIMONIALS_FILE);
  const app = new Hono<AppEnv>();
  implement(app, siteApi.get, () =>
    getSiteInfo({ db: database.db, env, testimonials, reviewTranslation: ai.provider !== null }),
  );
  return app;
}
