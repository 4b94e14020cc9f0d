/**
 * The one way the web talks to the API: typed by the endpoint contracts of @nova/contracts,
 * responses parsed with the endpoint's zod schema, failures turned into ApiError(code).
 * Server text is never shown; the UI translates `errors:<code>` (STYLE.md "Errors").
 */
import type { BodyOf, EndpointDef, QueryOf, ValueOf } from '@nova/contracts/endpoint';
import { ErrorEnvelopeSchema } from '@nova/contracts/envelope';
import type { ErrorExtra } from '@nova/contracts/error-extra';
import { type ErrorCode, isErrorCode } from '@nova/contracts/errors';
import type { z } from 'zod/mini';

export type ErrorDetail = { path: string; issue: string };

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: readonly ErrorDetail[];
  /** RATE_LIMITED, SMS_LOCKED, SMS_COOLDOWN: seconds until a retry can succeed. */
  readonly retryAfter: number | undefined;
  /** A failed login after which the captcha must be answered (spec §4, §8). */
  readonly captchaRequired: boolean;
  /** VERIFICATION_REQUIRED: the second-verification methods of the pending login. */
  readonly verification: ErrorExtra['verification'];
  /**
   * TIMED_OUT, SELF_EXCLUDED, LIMIT_REACHED, SESSION_LIMIT_REACHED, LIMIT_COOLING_OFF (issue 14):
   * until when, or which limit and what remains of it.
   */
  readonly protection: ErrorExtra['protection'];

  constructor(
    code: ErrorCode,
    status: number,
    details: readonly ErrorDetail[] = [],
    extra: ErrorExtra = {},
  ) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.retryAfter = extra.retryAfter;
    this.captchaRequired = extra.captchaRequired ?? false;
    this.verification = extra.verification;
    this.protection = extra.protection;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

let requestLocale = 'en';
let send: typeof fetch = (input, init) => fetch(input, init);

/** The server render sends the calls through the API's own routes (decision 035, session 22). */
export function setApiTransport(transport: typeof fetch): void {
  send = transport;
}

/** Called by i18n whenever the language changes, so every request carries it. */
export function setRequestLocale(locale: string): void {
  requestLocale = locale;
}

export interface CallInput<E extends EndpointDef> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Values of the path's `:name` segments (`/withdrawals/:id/confirm`). */
  params?: E['params'] extends z.ZodMiniType ? z.input<E['params']> : undefined;
  /** A raw request body (an uploaded image), sent with its own type as Content-Type. */
  raw?: Blob;
  signal?: AbortSignal;
}

/** The path with each `:name` replaced by its encoded value. */
export function fillPath(path: string, params: unknown): string {
  if (!params || typeof params !== 'object') return path;
  const values = params as Record<string, unknown>;
  return path.replace(/:([A-Za-z]+)/g, (segment, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : segment,
  );
}

function buildUrl(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function statusToCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'ROUTE_NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The body as JSON, or undefined when it is not JSON (a proxy's HTML page). A request aborted
 * while its body was read stays an abort (the caller's signal): it is not a malformed answer.
 */
async function readJson(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (isAbort(error)) throw error;
    signal?.throwIfAborted();
    return undefined;
  }
}

/** Seconds from a Retry-After header (delta-seconds form only). */
function retryAfterHeader(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The error envelope's parts, each taken only when well formed (a proxy may answer HTML). */
function errorFromBody(body: unknown, response: Response): ApiError {
  const status = response.status;
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = isErrorCode(record.code) ? record.code : statusToCode(status);
  const shape = ErrorEnvelopeSchema.shape;
  const details = shape.details.safeParse(record.details);
  const retryAfter = shape.retryAfter.safeParse(record.retryAfter);
  const captchaRequired = shape.captchaRequired.safeParse(record.captchaRequired);
  const verification = shape.verification.safeParse(record.verification);
  const protection = shape.protection.safeParse(record.protection);
  const fields = {
    details: details.success ? details.data : undefined,
    retryAfter: retryAfter.success ? retryAfter.data : undefined,
    captchaRequired: captchaRequired.success ? captchaRequired.data : undefined,
    verification: verification.success ? verification.data : undefined,
    protection: protection.success ? protection.data : undefined,
  };
  return new ApiError(code, status, fields.details ?? [], {
    retryAfter: fields.retryAfter ?? retryAfterHeader(response),
    captchaRequired: fields.captchaRequired,
    verification: fields.verification,
    protection: fields.protection,
  });
}

export async function callApi<E extends EndpointDef>(
  endpoint: E,
  input?: CallInput<E>,
): Promise<ValueOf<E>> {
  const hasBody = input?.body !== undefined;
  const raw = input?.raw;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLocale,
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (raw) headers['Content-Type'] = raw.type;

  let response: Response;
  try {
    response = await send(buildUrl(fillPath(endpoint.path, input?.params), input?.query), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers,
      body: raw ?? (hasBody ? JSON.stringify(input?.body) : undefined),
      signal: input?.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    input?.signal?.throwIfAborted();
    // Offline, DNS, CORS, proxy down: "Network link is abnormal, please try again".
    throw new ApiError('SERVICE_UNAVAILABLE', 0);
  }

  const body = await readJson(response, input?.signal);
  if (!response.ok) throw errorFromBody(body, response);

  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${endpoint.method} ${endpoint.path}`, parsed.error);
    throw new ApiError('INTERNAL', response.status);
  }
  const envelope = parsed.data as { success?: boolean; value?: unknown };
  if (envelope.success === false) throw errorFromBody(body, response);
  // Endpoints without an envelope (healthz) are their own value.
  return (('success' in (envelope as object) ? envelope.value : envelope) ?? null) as ValueOf<E>;
}
