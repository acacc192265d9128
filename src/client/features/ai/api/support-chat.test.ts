import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { NoStreamError, streamSupportChat } from './support-chat.ts';

vi.mock('#client/lib/i18n.ts', () => ({ default: { language: 'en' } }));

/** A 200 text/event-stream response made of these raw chunks. */
function respondWith(chunks: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })),
  );
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }], engine: 'local', model: null })}\n\n`;

async function ask() {
  const deltas: string[] = [];
  const engines: unknown[] = [];
  await streamSupportChat({
    messages: [{ role: 'user', content: 'How do I cancel?' }],
    plan: 'free',
    onDelta: (t) => deltas.push(t),
    onEngine: (e) => engines.push(e),
  });
  return { deltas, engines };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamSupportChat', () => {
  it('passes the tokens on in order, split across network chunks, until [DONE]', async () => {
    const events = `${chunk('To ')}${chunk('cancel, ')}${chunk('open the card.')}data: [DONE]\n\n`;
    respondWith([events.slice(0, 30), events.slice(30, 95), events.slice(95)]);
    const { deltas, engines } = await ask();
    expect(deltas).toEqual(['To ', 'cancel, ', 'open the card.']);
    expect(engines).toEqual([{ engine: 'local', model: null }]);
  });

  it('throws NoStreamError when the stream ends with no content and no [DONE]', async () => {
    respondWith([]);
    await expect(ask()).rejects.toBeInstanceOf(NoStreamError);
  });

  it('throws NoStreamError when [DONE] comes before any content', async () => {
    respondWith(['data: [DONE]\n\n']);
    await expect(ask()).rejects.toBeInstanceOf(NoStreamError);
  });

  it('keeps the text received when the stream ends without [DONE]', async () => {
    respondWith([chunk('Half an answer')]);
    expect((await ask()).deltas).toEqual(['Half an answer']);
  });

  it('turns an error event into an ApiError with its code', async () => {
    respondWith([
      chunk('Half '),
      `data: ${JSON.stringify({ error: { code: 'ai_unavailable', params: {} } })}\n\n`,
    ]);
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ai_unavailable' });
  });
});
