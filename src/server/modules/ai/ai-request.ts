import type { Context } from 'hono';
import { languageOf } from '#server/auth/request-language.ts';
import { currentUser } from '#server/auth/session.ts';
import type { AiFeature } from '#server/db/schema/index.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { limitAiRequests } from './limit-ai-requests.ts';
import { type RecordCall, recordAiCall } from './record-ai-call.ts';

/**
 * What every signed-in AI route does first: count the request against the user's hourly AI limit,
 * and bind a recorder of AI calls (ai_calls + log) to this request.
 */
export async function startAiRequest(c: Context<AppEnv>, deps: AppDeps, feature: AiFeature) {
  const user = currentUser(c);
  await limitAiRequests({ db: deps.database.db, ai: deps.ai, subject: `user:${user.id}` });
  const startedAt = performance.now();
  const record: RecordCall = (engine, outcome, usage) =>
    recordAiCall({
      db: deps.database.db,
      logger: c.get('log'),
      now: deps.now(),
      call: { userId: user.id, feature, engine, usage, outcome, startedAt },
    });
  return { user, record, language: languageOf(c.req.raw) };
}
