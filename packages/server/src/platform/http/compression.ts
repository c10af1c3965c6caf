import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go out as they are: compressing them saves too little. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body);
}

/**
 * Compressed forms of bodies that are sent again and again (the cached booking lists), made once
 * per encoding on first use and reused, so a cached answer is not recompressed per request. Keyed
 * by the body text itself; bounded (least recently kept first out). Whoever keeps a body forgets
 * it when it stops sending it.
 * @example
 * keptCompressions.keep(json); // later answers with exactly this text reuse its br/gzip bytes
 */
export class KeptCompressions {
  private readonly forms = new Map<string, Partial<Record<Encoding, Promise<Buffer>>>>();
  private chars = 0;

  constructor(private readonly maxChars = 64 * 1024 * 1024) {}

  keep(body: string): void {
    if (this.forms.has(body) || body.length < COMPRESS_MIN_BYTES || body.length > this.maxChars) return;
    this.forms.set(body, {});
    this.chars += body.length;
    for (const key of this.forms.keys()) {
      if (this.chars <= this.maxChars) break;
      this.forget(key);
    }
  }

  forget(body: string): void {
    if (this.forms.delete(body)) this.chars -= body.length;
  }

  /** The kept compressed bytes of `body`, made now if they were not yet; undefined when `body` is not kept. */
  compressed(body: string, encoding: Encoding): Promise<Buffer> | undefined {
    const forms = this.forms.get(body);
    if (!forms) return undefined;
    forms[encoding] ??= compress(Buffer.from(body), encoding);
    return forms[encoding];
  }

  get size(): number {
    return this.forms.size;
  }
}

/** The process's kept compressions (the booking-list caches keep their lists here). */
export const keptCompressions = new KeptCompressions();

/** The best encoding the client accepts (br before gzip), reading q-values; undefined for none. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Byte length at least COMPRESS_MIN_BYTES? Cheap for long strings (a char is at least a byte). */
function bigEnough(payload: string | Buffer): boolean {
  if (payload.length >= COMPRESS_MIN_BYTES) return true;
  return typeof payload === 'string' && Buffer.byteLength(payload) >= COMPRESS_MIN_BYTES;
}

/** Adds Accept-Encoding to the answer's Vary, keeping what the route put there (a link page varies on Cookie too). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', vary.trim() === '' ? 'accept-encoding' : `${vary}, accept-encoding`);
}

async function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams: files, static assets
  if (reply.hasHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  varyOnEncoding(reply);
  if (!bigEnough(payload)) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  // A kept body (the cached booking lists) reuses its compressed bytes; others are compressed now.
  const kept = typeof payload === 'string' ? keptCompressions.compressed(payload, encoding) : undefined;
  const out = await (kept ?? compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding));
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return out;
}

/**
 * Compress text answers (API JSON, calendar feeds) of 1 KB or more with brotli or gzip when the
 * client accepts it. Streams (static files, uploads) are left alone: static files come precompressed.
 * @example
 * installCompression(app);
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => compressed(request, reply, payload));
}
