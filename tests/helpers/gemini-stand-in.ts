import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Gemini API (`POST /v1beta/models/<model>:generateContent` and
 * `:streamGenerateContent?alt=sse`), answering in its real JSON and SSE shapes.
 */
export interface GeminiStandIn {
  baseUrl: string;
  requests: { model: string; stream: boolean; apiKey?: string; body: any }[];
  queue(...replies: ({ tokens: string[] } | { status: number })[]): void;
  close(): Promise<void>;
}

export async function startGeminiStandIn(): Promise<GeminiStandIn> {
  const queued: ({ tokens: string[] } | { status: number })[] = [];
  const requests: GeminiStandIn['requests'] = [];
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const match = /^\/v1beta\/models\/([^:]+):(generateContent|streamGenerateContent)/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const stream = match[2] === 'streamGenerateContent';
    requests.push({
      model: match[1],
      stream,
      apiKey: req.headers['x-goog-api-key'] as string,
      body: JSON.parse(raw),
    });
    const reply = queued.shift() ?? { tokens: ['Hello', ' from', ' Gemini.'] };
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { code: reply.status, message: 'Resource has been exhausted', status: 'RESOURCE_EXHAUSTED' },
        }),
      );
      return;
    }
    const usageMetadata = {
      promptTokenCount: 30,
      candidatesTokenCount: reply.tokens.length,
      totalTokenCount: 30 + reply.tokens.length,
    };
    const candidate = (text: string, last: boolean) => ({
      content: { parts: [{ text }], role: 'model' },
      index: 0,
      ...(last ? { finishReason: 'STOP' } : {}),
    });
    if (!stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ candidates: [candidate(reply.tokens.join(''), true)], usageMetadata }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.tokens.forEach((text, i) => {
      const last = i === reply.tokens.length - 1;
      res.write(
        `data: ${JSON.stringify({ candidates: [candidate(text, last)], ...(last ? { usageMetadata } : {}) })}\r\n\r\n`,
      );
    });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1beta`,
    requests,
    queue: (...replies) => {
      queued.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
