import * as help from '@nova/contracts/api/help-center';
import * as registerSettings from '@nova/contracts/api/register-settings';
import * as system from '@nova/contracts/api/system';
import type { FastifyInstance } from 'fastify';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { permissionData } from './permission.service.ts';
import * as service from './system.service.ts';

const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, system.getSystemStatus, async ({ request }) =>
    service.systemStatus(await resolveBrand(request), clientIp(request), app.now()),
  );

  route(app, system.getPermissionData, async ({ request }) =>
    permissionData(app.db, await resolveBrand(request), {
      ip: clientIp(request),
      host: request.host,
      now: app.now(),
    }),
  );

  route(app, system.getWhitelabel, async ({ request }) =>
    service.whitelabelTree(app.db, await resolveBrand(request)),
  );

  route(app, system.getDomainRoute, async ({ request }) =>
    service.domainRoute(app.db, await resolveBrand(request), request.host),
  );

  route(app, registerSettings.getRegisterSettings, async ({ request }) =>
    service.registerSettings(app.db, await resolveBrand(request)),
  );

  route(app, help.getHelpCenter, async ({ request, query }) =>
    service.helpCenter(app.db, await resolveBrand(request), query.lang, query.device),
  );

  route(app, system.updateLanguage, async ({ request, reply, body }) => {
    const brand = await resolveBrand(request);
    const language = await service.changeLanguage(
      app.db,
      brand,
      request.member?.id ?? null,
      body.language,
    );
    // Not HttpOnly: the web reads it to pick the locale before the first call.
    reply.setCookie(LANGUAGE_COOKIE, language, {
      path: '/',
      sameSite: 'lax',
      secure: app.config.cookieSecure,
      maxAge: ONE_YEAR_SECONDS,
    });
    return { language };
  });
}
