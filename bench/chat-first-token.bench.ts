/**
 * Time to the first token of the support chat (`POST /api/support-chat`, signed in, answered by an
 * OpenAI-compatible provider) next to the time to the first token of that provider itself. The
 * provider is the OpenAI-compatible stand-in of the tests (tests/helpers/openai-stand-in.ts, real
 * SSE protocol on loopback), which answers at once: the difference is what Scout adds before the
 * first word reaches the browser (session, CSRF check, rate limit row in PostgreSQL, plan lookup,
 * help-centre passages for the prompt, the upstream request, re-encoding of the stream).
 * Requests alternate between the two, one at a time; medians and p95.
 */
import { startOpenAiStandIn } from '#tests/helpers/openai-stand-in.ts';
import { signUp, startBenchServer } from './lib/bench-server.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const REQUESTS = Number(process.env.BENCH_CHAT_REQUESTS ?? 60);
const WARM_UP = 5;
const QUESTION = 'How do I cancel my subscription?';

const standIn = await startOpenAiStandIn();
standIn.fallback = {
  kind: 'text',
  tokens: ['To ', 'cancel, ', 'open ', 'Settings ', 'and ', 'the ', 'Subscription ', 'card.'],
};
const server = await startBenchServer({
  OPENAI_BASE_URL: standIn.baseUrl,
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_MODEL: 'stand-in-fast',
  AI_RATE_LIMIT_PER_HOUR: '100000',
});

/** Milliseconds from sending the request to the first SSE event carrying non-empty content. */
async function firstToken(url: string, init: RequestInit): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let at = Number.NaN;
  for await (const chunk of res.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (Number.isNaN(at) && /"content":"[^"]/.test(text)) at = performance.now() - t0;
  }
  if (Number.isNaN(at)) throw new Error(`no content token from ${url}: ${text.slice(0, 300)}`);
  return at;
}

try {
  const { cookie } = await signUp(server.url);
  const viaScout = () =>
    firstToken(`${server.url}/api/support-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ messages: [{ role: 'user', content: QUESTION }] }),
    });
  const direct = () =>
    firstToken(`${standIn.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
      body: JSON.stringify({
        model: 'stand-in-fast',
        stream: true,
        max_tokens: 1000,
        messages: [
          { role: 'system', content: 'You are the support assistant of Scout.' },
          { role: 'user', content: QUESTION },
        ],
      }),
    });

  for (let i = 0; i < WARM_UP; i++) {
    await direct();
    await viaScout();
  }
  const times = { direct: [] as number[], scout: [] as number[] };
  for (let i = 0; i < REQUESTS; i++) {
    times.direct.push(await direct());
    times.scout.push(await viaScout());
  }
  const engine = standIn.requests.at(-1)?.body.model;
  if (engine !== 'stand-in-fast') throw new Error('the support chat did not reach the stand-in');
  const round = (v: number) => Math.round(v * 10) / 10;
  const stats = (list: number[]) => ({
    p50Ms: round(percentile(list, 50)),
    p95Ms: round(percentile(list, 95)),
  });
  const upstream = stats(times.direct);
  const scout = stats(times.scout);
  writeResult('chat-first-token', {
    method: `Production server (embedded PostgreSQL, jobs off) with OPENAI_BASE_URL pointing at the OpenAI-compatible stand-in of the tests on loopback (answers at once, SSE chunks). ${REQUESTS} requests to each after ${WARM_UP} warm-up pairs, alternating, one at a time, from the benchmark process (which also hosts the stand-in). Time = from sending the request to the first SSE event with non-empty content. Signed-in free-plan account.`,
    requests: REQUESTS,
    upstreamDirect: { route: 'POST /v1/chat/completions on the stand-in (stream: true)', ...upstream },
    throughScout: { route: 'POST /api/support-chat (session cookie)', ...scout },
    overhead: {
      p50Ms: round(scout.p50Ms - upstream.p50Ms),
      p50Ratio: Math.round((scout.p50Ms / upstream.p50Ms) * 100) / 100,
    },
  });
} finally {
  await server.stop();
  await standIn.close();
}
