import type { z } from 'zod/mini';
import type { OperatorPermission } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** none: public; member: a logged-in session; operator: an operator or service account. */
export type EndpointAuth = 'none' | 'member' | 'operator';

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  auth: EndpointAuth;
  /** What the caller must hold (operator endpoints; a test requires one on each). */
  permission?: OperatorPermission;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /** The whole response body schema (usually `envelope(...)`). */
  response: z.ZodMiniType;
  /** Media types of a non-JSON answer (an image): OpenAPI documents these instead of JSON. */
  produces?: readonly string[];
}

/**
 * One endpoint = method + path + request and response schemas, shared by server and web.
 * Marked free of side effects, so a bundle drops the endpoints (and the schemas only they use)
 * that it never reads (decision 037).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

export type QueryOf<E extends EndpointDef> = E['query'] extends z.ZodMiniType
  ? z.input<E['query']>
  : undefined;
export type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodMiniType
  ? z.input<E['body']>
  : undefined;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;
export type ValueOf<E extends EndpointDef> = NonNullable<
  ResponseOf<E> extends { value?: infer V } ? V : never
>;
