import type { EndpointDef } from '@nova/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { OPERATOR_SECURITY, SESSION_SECURITY } from '../plugins/openapi.ts';
import { requireOperator, requirePermission } from '../plugins/operator-auth.ts';
import { requireMember } from '../plugins/session.ts';

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Body<E extends EndpointDef> = z.input<E['response']>;
/** The `value` of an enveloped response, as the handler returns it. */
type Value<E extends EndpointDef> =
  Body<E> extends { value?: infer V } ? Exclude<V, undefined> : never;

export interface RouteContext<E extends EndpointDef> {
  request: FastifyRequest;
  reply: FastifyReply;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  params: Parsed<E['params']>;
}

/** A check that throws AppError; it sees headers and cookies only, never the body. */
export type Guard = (request: FastifyRequest) => Promise<void>;

const GUARDS: Record<EndpointDef['auth'], Guard[]> = {
  none: [],
  member: [requireMember],
  operator: [requireOperator],
};

const SECURITY: Record<EndpointDef['auth'], Record<string, string[]>[] | undefined> = {
  none: undefined,
  member: [{ [SESSION_SECURITY]: [] }],
  operator: [{ [OPERATOR_SECURITY]: [] }],
};

export interface RouteOptions {
  /**
   * Checks after the contract's auth guard, run at the same time: before the body is read
   * (e.g. requireRealMember where a trial account may not even send the body).
   */
  guards?: Guard[];
}

/**
 * Register an endpoint from its contract: method, path, request and response schemas (both
 * validated), OpenAPI metadata and the auth guard all come from the contract. The handler
 * returns the value; the reply is `{success: true, value}`.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<Value<E>>,
  options: RouteOptions = {},
): void {
  rawRoute(
    app,
    endpoint,
    async (ctx) => ({ success: true, value: await handler(ctx) }) as Body<E>,
    options,
  );
}

/** Like route(), for the few endpoints whose body is not an envelope (health). */
export function rawRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<Body<E>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(SECURITY[endpoint.auth] ? { security: SECURITY[endpoint.auth] } : {}),
      // Read by @fastify/swagger: the media types of a binary answer (an image), not JSON.
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: { 200: endpoint.response },
    },
    // onRequest, not preHandler: a caller who may not use the route is refused before its body
    // is read or parsed (issue 11: no 5 MB upload read in full before the 401; decision 023).
    onRequest: [
      ...GUARDS[endpoint.auth],
      ...(endpoint.auth === 'operator' ? [requirePermission(endpoint.permission)] : []),
      ...(options.guards ?? []),
    ],
    handler: async (request, reply) =>
      handler({
        request,
        reply,
        query: request.query as Parsed<E['query']>,
        body: request.body as Parsed<E['body']>,
        params: request.params as Parsed<E['params']>,
      }),
  });
}
