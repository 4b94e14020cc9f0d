import {
  CONTROL_CHARACTER_ISSUE,
  findForbiddenText,
  hasForbiddenCharacter,
  type TextIssue,
} from '@nova/contracts/input-hygiene';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorDetail } from '../lib/app-error.ts';
import { AppError } from '../lib/app-error.ts';

/** Line breaks are fine in a body's free text, never in a header or a URL path. */
const LINE_BREAK = /[\r\n]/;
const HEADER_NAME = /^[a-z0-9-]+$/i;

/**
 * Input hygiene for every route, contract or raw (decision 026): a string holding a NUL, another
 * control character or an unpaired surrogate (packages/contracts/src/input-hygiene.ts) is refused
 * with VALIDATION_FAILED (400) before any guard, session lookup or handler reads it. The URL,
 * headers, cookies, query and path parameters are checked in onRequest, ahead of the session
 * plugin's cookie lookup; bodies in preValidation, once parsed (a signed callback's signature is
 * still checked first, by its parser).
 */
export const inputHygienePlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const refused =
        urlPathIssue(request.url) ??
        headerIssue(request) ??
        located('cookies', findForbiddenText(request.cookies ?? {})) ??
        located('querystring', findForbiddenText(request.query)) ??
        located('params', findForbiddenText(request.params));
      if (refused) throw refusal(refused);
    });
    app.addHook('preValidation', async (request) => {
      const refused = located('body', findForbiddenText(request.body));
      if (refused) throw refusal(refused);
    });
  },
  { name: 'input-hygiene', dependencies: ['@fastify/cookie'] },
);

function refusal(detail: ErrorDetail): AppError {
  return new AppError('VALIDATION_FAILED', undefined, [detail]);
}

function located(context: string, found: TextIssue | undefined): ErrorDetail | undefined {
  return found ? { path: [context, ...found.path].join('.'), issue: found.issue } : undefined;
}

function controlCharacterIn(path: string): ErrorDetail {
  return { path, issue: CONTROL_CHARACTER_ISSUE };
}

/** The path as routed (percent-decoded), so an unmatched route is refused too. */
function urlPathIssue(url: string): ErrorDetail | undefined {
  const path = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined; // malformed escapes: the router answers those (FST_ERR_BAD_URL → 400)
  }
  return hasForbiddenCharacter(decoded) || LINE_BREAK.test(decoded)
    ? controlCharacterIn('url')
    : undefined;
}

/** Every header reaches something (user agent into login history, X-Forwarded-For into the IP). */
function headerIssue(request: FastifyRequest): ErrorDetail | undefined {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    for (const text of values) {
      if (typeof text !== 'string') continue;
      if (hasForbiddenCharacter(text) || LINE_BREAK.test(text))
        return controlCharacterIn(
          HEADER_NAME.test(name) ? `headers.${name.toLowerCase()}` : 'headers',
        );
    }
  }
  return undefined;
}
