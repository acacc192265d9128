import { Hono } from 'hono';
import { type ChatEvent, supportChatApi } from '#contracts/ai.ts';
import { PLANS } from '#domain/plans.ts';
import { languageOf } from '#server/auth/request-language.ts';
import { implement } from '#server/http/implement.ts';
import { clientIp } from '#server/http/request-context.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { isAppError } from '#server/lib/app-error.ts';
import { planOf } from '#server/modules/billing/index.ts';
import { helpCentre } from '#server/providers/ai/local/help-centre.ts';
import { mapAiError } from '#server/providers/ai/map-ai-error.ts';
import { type EngineInfo, engineOf, LOCAL_ENGINE } from '#server/providers/ai/model-provider.ts';
import type { ModelUsage } from '#server/providers/ai/run-model.ts';
import { answerSupportChat } from './answer-support-chat.ts';
import { limitAiRequests } from './limit-ai-requests.ts';
import { parseChatBody } from './read-chat-body.ts';
import { recordAiCall } from './record-ai-call.ts';

const encoder = new TextEncoder();
const event = (data: ChatEvent | '[DONE]') =>
  encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

/**
 * POST /api/support-chat — the support assistant, streamed as server-sent events in the
 * OpenAI chunk format: `data: {"choices":[{"delta":{"content":"…"}}],"engine":…,"model":…}` lines,
 * ended by `data: [DONE]`. A failure after the stream started is sent as `data: {"error":{code,params}}`
 * (contract: src/contracts/ai.ts).
 */
export function supportChatRoutes(deps: AppDeps) {
  const { database, ai, env } = deps;
  const app = new Hono<AppEnv>();
  implement(app, supportChatApi.send, async (c, { body }) => {
    const messages = parseChatBody(body);
    const user = c.get('user');
    const subject = user ? `user:${user.id}` : `ip:${clientIp(c, env.TRUST_PROXY)}`;
    await limitAiRequests({ db: database.db, ai, subject });
    const plan = user ? await planOf(c, deps) : null;
    const startedAt = performance.now();
    const record = (engine: EngineInfo, outcome: string, usage?: ModelUsage) =>
      recordAiCall({
        db: database.db,
        logger: c.get('log'),
        now: deps.now(),
        call: { userId: user?.id ?? null, feature: 'support_chat', engine, usage, outcome, startedAt },
      });

    let answer: Awaited<ReturnType<typeof answerSupportChat>>;
    try {
      answer = await answerSupportChat({
        ai,
        centre: helpCentre(),
        messages,
        plan,
        uiLanguage: languageOf(c.req.raw),
        contactEmail: env.SITE_CONTACT_EMAIL,
        abortSignal: c.req.raw.signal,
      });
    } catch (e) {
      const error = mapAiError(e);
      await record(
        plan && ai.provider ? engineOf(ai.provider.model(PLANS[plan].ai.tier)) : LOCAL_ENGINE,
        error.code,
      );
      throw error;
    }

    const { engine, chunks, usage } = answer;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        let outcome = 'ok';
        try {
          for await (const content of chunks) {
            controller.enqueue(
              event({
                engine: engine.engine,
                model: engine.model,
                choices: [{ index: 0, delta: { content } }],
              }),
            );
          }
        } catch (e) {
          const error = isAppError(e) ? e : mapAiError(e);
          outcome = error.code;
          controller.enqueue(event({ error: { code: error.code, params: error.params } }));
        }
        await record(engine, outcome, await usage);
        controller.enqueue(event('[DONE]'));
        controller.close();
      },
    });
    return c.body(stream, 200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
  });
  return app;
}
