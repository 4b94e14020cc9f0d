import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { verifySignature } from './hmac-signature.ts';

export type SignedJsonRefusal = 'signature' | 'json' | 'unsigned';

interface CommonOptions {
  /** Names the sender in the refusal messages (logs only), e.g. 'vendor request'. */
  what: string;
  /** Called before a request with a bad signature is refused (to record it, say). */
  onRejected?(request: FastifyRequest): Promise<void> | void;
  /**
   * The error a refused request gets. Default: AppError UNAUTHENTICATED, or BAD_REQUEST for a
   * well-signed body that is not JSON.
   */
  refuse?(reason: SignedJsonRefusal, message: string): Error;
  /** Refuse a request of another content type before validation (default true). */
  refuseOtherTypes?: boolean;
}

interface HmacOptions extends CommonOptions {
  /**
   * The shared secret for this request (lib/hmac-signature.ts), from the route or from the
   * parsed body (undefined when the body is not JSON); undefined refuses the request.
   */
  secretFor(request: FastifyRequest, body: unknown): string | undefined;
  now(): Date;
  maxSkewSeconds?: number;
}

interface CustomOptions extends CommonOptions {
  /** The partner's own check (a payment gateway's): the parsed body, or null to refuse. */
  verify(request: FastifyRequest, rawBody: string): unknown;
}

export type SignedJsonOptions = HmacOptions | CustomOptions;

/**
 * Makes JSON bodies of this (encapsulated) plugin signed: the JSON parser is replaced for these
 * routes only, so the signature over the raw body is checked before the body is validated or
 * anything is read or written (SECURITY.md 38); a bad signature is refused whatever else is
 * wrong with the request. A body of another type never reaches the parser, so a preValidation
 * hook refuses it too (unless refuseOtherTypes is false).
 */
export function acceptSignedJson(app: FastifyInstance, options: SignedJsonOptions): void {
  const refuse =
    options.refuse ??
    ((reason: SignedJsonRefusal, message: string) =>
      new AppError(reason === 'json' ? 'BAD_REQUEST' : 'UNAUTHENTICATED', message));

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    async (request: FastifyRequest, rawBody: string | Buffer) => {
      const raw = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
      let body: unknown;
      let ok: boolean;
      if ('verify' in options) {
        body = options.verify(request, raw) ?? undefined;
        ok = body !== undefined;
      } else {
        body = parseJson(raw);
        ok = verifySignature({
          secret: options.secretFor(request, body),
          headers: request.headers,
          payload: raw,
          nowMs: options.now().getTime(),
          maxSkewSeconds: options.maxSkewSeconds,
        });
      }
      if (!ok) {
        await options.onRejected?.(request);
        throw refuse('signature', `bad ${options.what} signature`);
      }
      if (body === undefined) throw refuse('json', `${options.what}: bad JSON`);
      return body;
    },
  );
  if (options.refuseOtherTypes === false) return;
  app.addHook('preValidation', async (request) => {
    if (!request.headers['content-type']?.startsWith('application/json'))
      throw refuse('unsigned', `unsigned ${options.what}`);
  });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
