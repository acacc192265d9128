import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { dataSourcesApi } from '#contracts/market-data.ts';
import { currentUser, requireAdmin } from '#server/auth/session.ts';
import { catalogCategories } from '#server/db/schema/index.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { notFound } from '#server/lib/app-error.ts';
import { salesCalibrationJob, startCalibration } from './calibration-job.ts';
import { calibrationProgress } from './calibration-progress.ts';
import { checkSource } from './check-source.ts';
import { dataSourcesOverview } from './data-sources-overview.ts';

/** GET /api/admin/data-sources and its "test connection" — administrators only. */
export function dataSourcesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAdmin);
  implement(app, dataSourcesApi.overview, (_c, { query }) =>
    dataSourcesOverview(deps, { marketplace: query.marketplace }),
  );
  implement(app, dataSourcesApi.calibrate, async (_c, { params }) => {
    const [department] = await deps.database.db
      .select({ marketplace: catalogCategories.marketplace })
      .from(catalogCategories)
      .where(and(eq(catalogCategories.id, params.departmentId), isNull(catalogCategories.parentId)));
    if (!department) throw notFound('category');
    await startCalibration(deps, { marketplace: department.marketplace, departmentId: params.departmentId });
    await deps.jobs.trigger(salesCalibrationJob.name);
    return calibrationProgress(deps, { marketplace: department.marketplace });
  });
  implement(app, dataSourcesApi.check, async (c, { params, body }) => {
    const result = await checkSource(deps, {
      source: params.source,
      marketplace: body.marketplace,
      userId: currentUser(c).id,
    });
    return result.ok ? { ok: true, code: null } : { ok: false, code: result.code };
  });
  return app;
}
