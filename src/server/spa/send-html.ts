import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An HTML answer, compressed per request for what the browser accepts. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string | Buffer, encoded?: Map<string, Buffer>) {
  reply.type('text/html; charset=utf-8');
  const accept = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding) return reply.send(html);
  let body = encoded?.get(encoding);
  if (!body) {
    body = encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(html, { level: 6 });
    encoded?.set(encoding, body);
  }
  reply.header('content-encoding', encoding);
  return reply.send(body);
}
