/**
 * A small HTTP load balancer for running Talad as N processes on one PostgreSQL without extra
 * software (docs/operations.md; HAProxy from Debian is the production choice, ops/haproxy.cfg).
 * Round robin over the backends that pass `GET /health/ready` (checked every second), no sticky
 * sessions, streaming both ways (SSE included), X-Forwarded-For appended. A request whose backend
 * refused the connection (it never reached it) is retried once on another backend; a request cut
 * off after it was sent is answered 502, and the client retries with the same Idempotency-Key.
 */
import http from 'node:http';

export interface Balancer { port: number; close(): Promise<void>; healthy(): string[] }

export async function startBalancer(opts: { port: number; host?: string; backends: string[]; checkMs?: number }): Promise<Balancer> {
  const backends = opts.backends.map((b) => ({ url: new URL(b), up: true }));
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const pick = (skip?: URL) => {
    const live = backends.filter((b) => b.up && b.url !== skip);
    if (!live.length) return null;
    return live[next++ % live.length]!.url;
  };
  const check = async () => {
    await Promise.all(backends.map(async (b) => {
      try {
        const res = await fetch(new URL('/health/ready', b.url), { signal: AbortSignal.timeout(1500) });
        b.up = res.ok;
      } catch { b.up = false; }
    }));
  };
  await check();
  const timer = setInterval(() => void check(), opts.checkMs ?? 1000);

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, target: URL, retried: boolean) => {
    const headers = { ...req.headers, 'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ') };
    const up = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (ur) => {
      res.writeHead(ur.statusCode ?? 502, ur.headers);
      ur.pipe(res);
      ur.on('error', () => res.destroy());
    });
    up.on('error', (err: NodeJS.ErrnoException) => {
      if (res.headersSent) { res.destroy(); return; }
      // Refused: the backend never saw it, so another one may take it.
      if (err.code === 'ECONNREFUSED' && !retried) {
        const b = backends.find((x) => x.url === target);
        if (b) b.up = false;
        const other = pick(target);
        if (other) { forward(req, res, body, other, true); return; }
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ IsException: true, Message: 'The server did not answer; retry (with the same Idempotency-Key for orders)' }));
    });
    res.on('close', () => { if (!res.writableFinished) up.destroy(); });
    up.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = pick();
      if (!target) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ IsException: true, Message: 'No server is ready' }));
        return;
      }
      forward(req, res, Buffer.concat(chunks), target, false);
    });
  });
  await new Promise<void>((r) => server.listen(opts.port, opts.host ?? '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    healthy: () => backends.filter((b) => b.up).map((b) => b.url.origin),
    close: () => new Promise<void>((r) => { clearInterval(timer); agent.destroy(); server.closeAllConnections(); server.close(() => r()); }),
  };
}
