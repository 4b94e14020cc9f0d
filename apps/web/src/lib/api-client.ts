/**
 * The one way the web talks to the API: typed by the endpoint contracts of @nova/contracts,
 * responses parsed with the endpoint's zod schema, failures turned into ApiError(code).
 * Server text is never shown; the UI translates `errors:<code>` (STYLE.md "Errors").
 */
import type { BodyOf, EndpointDef, QueryOf, ValueOf } from '@nova/contracts/endpoint';
import { type ErrorCode, isErrorCode } from '@nova/contracts/errors';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: readonly { path: string; issue: string }[];

  constructor(
    code: ErrorCode,
    status: number,
    details: readonly { path: string; issue: string }[] = [],
  ) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

let requestLocale = 'en';

/** Called by i18n whenever the language changes, so every request carries it. */
export function setRequestLocale(locale: string): void {
  requestLocale = locale;
}

export interface CallInput<E extends EndpointDef> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
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

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function errorFromBody(body: unknown, status: number): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = isErrorCode(record.code) ? record.code : statusToCode(status);
  const details = Array.isArray(record.details)
    ? (record.details as { path: string; issue: string }[])
    : [];
  return new ApiError(code, status, details);
}

export async function callApi<E extends EndpointDef>(
  endpoint: E,
  input?: CallInput<E>,
): Promise<ValueOf<E>> {
  const hasBody = input?.body !== undefined;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLocale,
  };
  if (hasBody) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint.path, input?.query), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers,
      body: hasBody ? JSON.stringify(input?.body) : undefined,
      signal: input?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline, DNS, CORS, proxy down: "Network link is abnormal, please try again".
    throw new ApiError('SERVICE_UNAVAILABLE', 0);
  }

  const body = await readJson(response);
  if (!response.ok) throw errorFromBody(body, response.status);

  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${endpoint.method} ${endpoint.path}`, parsed.error);
    throw new ApiError('INTERNAL', response.status);
  }
  const envelope = parsed.data as { success?: boolean; value?: unknown };
  if (envelope.success === false) throw errorFromBody(body, response.status);
  // Endpoints without an envelope (healthz) are their own value.
  return (('success' in (envelope as object) ? envelope.value : envelope) ?? null) as ValueOf<E>;
}
