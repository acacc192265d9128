import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible API (`POST /v1/chat/completions`), speaking its real
 * protocol: JSON answers, or server-sent events (`data: {chat.completion.chunk}` … `data: [DONE]`)
 * when the request asks for `stream: true`. Tests queue what the next calls answer.
 */
export type StandInReply =
  | { kind: 'text'; tokens: string[]; delayMs?: number }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'break-after'; tokens: string[] };

export interface RecordedRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    stream?: boolean;
    max_tokens?: number;
    messages: { role: string; content: string }[];
  };
}

export interface OpenAiStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next calls, in order; once empty, every call gets `fallback`. */
  queue(...replies: StandInReply[]): void;
  fallback: StandInReply;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const queued: StandInReply[] = [];
  const requests: RecordedRequest[] = [];
  const standIn: Partial<OpenAiStandIn> = {
    fallback: { kind: 'text', tokens: ['Hello', ' from', ' the', ' model.'] },
  };

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(raw) as RecordedRequest['body'];
    requests.push({ headers: req.headers, body });
    const reply = queued.shift() ?? (standIn.fallback as StandInReply);
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);

    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: reply.message ?? `status ${reply.status}`, type: 'stand_in_error' },
        }),
      );
      return;
    }
    const usage = {
      prompt_tokens: 42,
      completion_tokens: reply.tokens.length,
      total_tokens: 42 + reply.tokens.length,
    };
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.tokens.join('') },
              finish_reason: 'stop',
            },
          ],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      send({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    chunk({ role: 'assistant', content: '' });
    for (const token of reply.tokens) {
      chunk({ content: token });
      if (reply.kind === 'text' && reply.delayMs) await sleep(reply.delayMs);
    }
    if (reply.kind === 'break-after') {
      await sleep(100); // let the tokens reach the client first
      res.destroy(); // the connection drops in the middle of the answer
      return;
    }
    chunk({}, 'stop');
    send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage });
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...replies: StandInReply[]) => {
      queued.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as OpenAiStandIn;
}

/** Reads a server-sent-events body into its `data:` payloads. */
export function sseData(text: string): string[] {
  return text
    .split('\n\n')
    .map((block) =>
      block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n'),
    )
    .filter(Boolean);
}
