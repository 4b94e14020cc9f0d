import * as opsAuth from '@nova/contracts/api/ops-auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { auditOps, OPERATOR_COOKIE } from '../../plugins/operator-auth.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { OPERATOR_SESSION, type OperatorPrincipal } from './operators.model.ts';

function self(principal: OperatorPrincipal, brand: BrandRecord) {
  const languages = [
    brand.defaultLanguage,
    ...brand.supportedLanguages.filter((code) => code !== brand.defaultLanguage),
  ];
  return {
    kind: principal.kind,
    name: principal.name,
    displayName: principal.displayName,
    role: principal.role,
    permissions: [...principal.permissions].sort(),
    brand: {
      code: brand.code,
      name: brand.name,
      currency: brand.currency,
      currencyScale: brand.currencyScale,
      timezone: brand.timezone,
      languages,
    },
  };
}

/** Operator sign-in, who-am-I and sign-out (issue 13, decision 039). */
export async function operatorsRoutes(app: FastifyInstance): Promise<void> {
  const cookie = (reply: FastifyReply, token: string, maxAge: number) =>
    reply.setCookie(OPERATOR_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: app.config.cookieSecure,
      maxAge,
    });

  route(app, opsAuth.operatorLogin, async ({ request, reply, body }) => {
    const { token, principal } = await app.operators.login({
      ...body,
      ip: clientIp(request),
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
    cookie(reply, token, OPERATOR_SESSION.absoluteHours * 3600);
    return self(principal, await resolveBrand(request));
  });

  route(app, opsAuth.operatorSelf, async ({ request }) => {
    const principal = request.operatorPrincipal;
    if (!principal) throw new Error('operator route without an operator');
    return self(principal, await resolveBrand(request));
  });

  route(app, opsAuth.operatorLogout, async ({ request, reply }) => {
    const principal = request.operatorPrincipal;
    if (!principal) throw new Error('operator route without an operator');
    await app.operators.logout(principal);
    await auditOps(request, 'operator.logout', {}, { type: 'operator', id: principal.id });
    cookie(reply, '', 0);
    return null;
  });
}
