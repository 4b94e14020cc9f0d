import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/**
 * Request generators for the OpenAPI fuzz (plugins/openapi.fuzz.test.ts, decision 026): from an
 * operation of the document the app generates (@fastify/swagger over the contracts), requests
 * that are valid, nearly valid (one field wrong) or hostile (control characters, oversized text,
 * wrong types, malformed or mistyped bodies, forged headers).
 */

/** The JSON Schema subset fastify-type-provider-zod writes for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzOperation {
  method: string;
  /** OpenAPI path, parameters as {name}. */
  path: string;
  query: JsonSchema | undefined;
  params: JsonSchema | undefined;
  body: JsonSchema | undefined;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, with its query, path parameters and JSON body as schemas. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        query: objectOf(parameters.filter((p) => p.in === 'query')),
        params: objectOf(parameters.filter((p) => p.in === 'path')),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

function objectOf(parameters: Parameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

const CONTROL_UNITS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'];
const ODD_UNITS = ['\ud800', '\udfff', '\u202e', '\ufeff', '\u00a0', '\t', '\n', '\r', '%00'];

/** Text built to break things: controls, lone surrogates, bidi marks, SQL and path syntax. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc.oneof(
      fc.constantFrom(...CONTROL_UNITS, ...ODD_UNITS),
      fc.constantFrom("'", '"', '\\', '/', '..', '%', ';', '--', '{', '$', '*'),
      fc.constantFrom('a', 'Z', '0', ' ', 'é', '中', '😀'),
    ),
    maxLength: 24,
  }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    "'; drop table members; --",
    '../../etc/passwd',
    '%zz',
    '1e400',
    '-0',
    '0x10',
    '99999999999999999999999999',
    '-9223372036854775809',
    'NaN',
    'Infinity',
    'null',
    '[]',
    '{}',
    '',
    ' ',
    '😀'.repeat(40),
  ),
  // Past every field's limit (the longest is a few KB); the body limit has its own case below.
  fc.integer({ min: 257, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** A value of the wrong shape for any field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom([], {}, [null], { __proto__: 1 }, { constructor: { prototype: 1 } }),
  fc.array(hostileText, { maxLength: 3 }),
);

/** A value the schema accepts (as far as this generator understands it). */
function validOf(schema: JsonSchema, child: (s: JsonSchema) => fc.Arbitrary<unknown>) {
  const arb = validBase(schema, child);
  return schema.nullable ? fc.option(arb, { nil: null }) : arb;
}

function validBase(
  schema: JsonSchema,
  child: (s: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => child(b)));
  if (schema.allOf?.length) return child(mergeAll(schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(child(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
      return objectArb(schema, child);
    default:
      return hostileValue;
  }
}

function objectArb(schema: JsonSchema, child: (s: JsonSchema) => fc.Arbitrary<unknown>) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, child(s)]));
  const required = (schema.required ?? []).filter((k) => k in properties);
  return fc.record(model, { requiredKeys: required });
}

function mergeAll(parts: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged, { ...part, properties: merged.properties, required: merged.required });
    Object.assign(merged.properties ?? {}, part.properties);
    merged.required?.push(...(part.required ?? []));
  }
  return merged;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot read: plain text of the right length instead.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 40, minLength + 40) });
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum;
  let min = Math.max(schema.minimum ?? -1e9, Number.MIN_SAFE_INTEGER);
  if (exclusiveMin === true) min += 1;
  else if (typeof exclusiveMin === 'number') min = Math.max(min, exclusiveMin + 1);
  const max = Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER);
  // Small values reach rows that exist (ids, page numbers); the edges find overflow.
  return fc.oneof(
    fc.integer({ min: Math.max(min, Math.min(0, max)), max: Math.min(max, Math.max(min, 0) + 20) }),
    fc.constantFrom(min, max),
    fc.integer({ min, max }),
  );
}

/** Valid values only: the handler runs, so its rules and the database are reached. */
export function validArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  return validOf(schema, validArb);
}

/** Mostly valid with a hostile value somewhere (any field, at any depth), or hostile outright. */
export function fuzzArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validOf(schema, fuzzArb), weight: 6 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** The same value with one character slipped into one of its strings (none: unchanged). */
function withControlCharacter(value: unknown, pick: number, unit: string): unknown {
  const strings: string[][] = [];
  collectStrings(value, [], strings);
  const path = strings[pick % Math.max(strings.length, 1)];
  if (!path) return value;
  return replaceAt(value, path, (text) => {
    const at = pick % (text.length + 1);
    return `${text.slice(0, at)}${unit}${text.slice(at)}`;
  });
}

function collectStrings(value: unknown, path: string[], out: string[][]): void {
  if (typeof value === 'string') out.push(path);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) collectStrings(v, [...path, k], out);
}

function replaceAt(value: unknown, path: string[], change: (text: string) => string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, change);
  return copy;
}

/** A valid value with one control character (or other refused unit) in one of its strings. */
export function nearValidArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(validArb(schema), fc.nat(), fc.constantFrom(...CONTROL_UNITS, '\ud800'))
    .map(([value, pick, unit]) => withControlCharacter(value, pick, unit));
}

export interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: BodyVariant;
  headers: Record<string, string>;
}

type BodyVariant =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; payload: string | Buffer };

const deepJson = fc.integer({ min: 20, max: 5_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);

/** Bodies the JSON parser, the body limit and the content-type check must answer with a 4xx. */
const rawBody: fc.Arbitrary<BodyVariant> = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '*/*',
      'application/json\u0000',
      undefined,
    ),
    payload: fc.oneof(
      fc.constantFrom('', '{', '{"a":', 'null', '[]', '"\\u0000"', '{"__proto__":{"x":1}}'),
      deepJson,
      fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
      fc.integer({ min: 300_000, max: 400_000 }).map((n) => `{"a":"${'x'.repeat(n)}"}`),
      hostileText,
    ),
  }),
);

const headerArb: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'user-agent': fc.oneof(hostileText, fc.constant('Mozilla/5.0')),
    'x-forwarded-for': fc.oneof(hostileText, fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', 'x')),
    'accept-language': fc.oneof(hostileText, fc.constantFrom('en', 'zh-CN,zh;q=0.9', '*')),
    origin: fc.constantFrom('https://evil.example', 'null'),
    referer: hostileText,
    cookie: hostileText.map((v) => `lang=${percentEncode(v)}`),
  },
  { requiredKeys: [] },
);

/** One request for the operation: valid, nearly valid or hostile in body, query, path, headers. */
export function requestArb(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const part = (schema: JsonSchema | undefined, pick: (s: JsonSchema) => fc.Arbitrary<unknown>) =>
    (schema
      ? pick(schema)
      : fc.dictionary(fc.string({ maxLength: 8 }), hostileText)) as fc.Arbitrary<
      Record<string, unknown>
    >;
  const valid = fc.record({
    params: part(operation.params, validArb),
    query: part(operation.query, validArb),
    body: operation.body
      ? validArb(operation.body).map((value) => ({ kind: 'json' as const, value }))
      : fc.constant({ kind: 'raw' as const, contentType: undefined, payload: '' }),
    headers: fc.constant({}),
  });
  const fuzzed = fc.record({
    params: part(operation.params, fuzzArb),
    query: part(operation.query, fuzzArb),
    body: fc.oneof(
      {
        arbitrary: fuzzArb(operation.body ?? {}).map((value) => ({ kind: 'json' as const, value })),
        weight: 3,
      },
      { arbitrary: rawBody, weight: 1 },
    ),
    headers: fc.oneof(
      { arbitrary: fc.constant({}), weight: 3 },
      { arbitrary: headerArb, weight: 1 },
    ),
  });
  // One refused character in an otherwise valid request: the case that reached SQL (issue 11).
  const nearValid = fc.record({
    params: part(operation.params, nearValidArb),
    query: part(operation.query, validArb),
    body: operation.body
      ? nearValidArb(operation.body).map((value) => ({ kind: 'json' as const, value }))
      : fc.constant({ kind: 'raw' as const, contentType: undefined, payload: '' }),
    headers: fc.oneof(fc.constant({}), headerArb),
  });
  const nearValidQuery = fc.record({
    params: part(operation.params, validArb),
    query: part(operation.query, nearValidArb),
    body: valid.map((r) => r.body),
    headers: fc.constant({}),
  });
  return fc.oneof(
    { arbitrary: valid, weight: 1 },
    { arbitrary: nearValid, weight: 2 },
    { arbitrary: nearValidQuery, weight: 1 },
    { arbitrary: fuzzed, weight: 2 },
  );
}

/** The inject() options of a generated request, on top of the caller's auth headers. */
export function injectOptions(
  operation: FuzzOperation,
  request: FuzzRequest,
  auth: Record<string, string>,
): InjectOptions {
  const url = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    percentEncode(textOf(request.params[name] ?? '')),
  );
  const query = Object.entries(request.query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${percentEncode(String(k))}=${percentEncode(textOf(v))}`)
    .join('&');
  const headers: Record<string, string> = { ...request.headers };
  if (auth.cookie)
    headers.cookie = headers.cookie ? `${headers.cookie}; ${auth.cookie}` : auth.cookie;
  if (auth.authorization) headers.authorization = auth.authorization;
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers,
  };
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    if (request.body.kind === 'raw' && request.body.payload === '') return options;
  }
  if (request.body.kind === 'json') {
    if (request.body.value === undefined) return options;
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value);
  } else {
    if (request.body.contentType) headers['content-type'] = request.body.contentType;
    options.payload = request.body.payload;
  }
  return options;
}

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) UTF-8 bytes. */
function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0xd800 || cp > 0xdfff) out += encodeURIComponent(ch);
    else
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
  }
  return out;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
