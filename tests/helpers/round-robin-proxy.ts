import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback load balancer: each request goes to the next upstream in turn (keep-alive connections),
 * with the client's address appended to X-Forwarded-For as a real reverse proxy does. `hits` counts
 * the requests each upstream received. An upstream that cannot be reached answers 502.
 */
export interface RoundRobinProxy {
  url: string;
  hits: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets = upstreams.map((u) => new URL(u));
  const hits = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    hits[index] += 1;
    const target = targets[index];
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"bad_gateway"}}');
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
