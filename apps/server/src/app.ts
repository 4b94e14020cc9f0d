import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, loadConfig } from './config.ts';
import type { OpenOptions } from './db/open.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { seedDemoOperators } from './db/seed/seed-operators.ts';
import { agentContractsRoutes } from './features/agent-contracts/agent-contracts.routes.ts';
import { agentTeamRoutes } from './features/agent-team/agent-team.routes.ts';
import { approvalsRoutes } from './features/approvals/approvals.routes.ts';
import { auditPlugin } from './features/audit/audit.plugin.ts';
import { getBrand } from './features/brand/brand.service.ts';
import { brandAdminRoutes } from './features/brand/brand-admin.routes.ts';
import { captchaRoutes } from './features/captcha/captcha.routes.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { contentAdminRoutes } from './features/content/content-admin.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { devRoutes } from './features/dev/dev.routes.ts';
import { gameLaunchRoutes } from './features/game-launch/game-launch.routes.ts';
import { gamesRoutes } from './features/games/games.routes.ts';
import { gamesAdminRoutes } from './features/games/games-admin.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { inhouseRoutes } from './features/inhouse/inhouse.routes.ts';
import { kycRoutes } from './features/kyc/kyc.routes.ts';
import { memberAdminRoutes } from './features/member-admin/member-admin.routes.ts';
import { messagingPlugin } from './features/messaging/messaging.plugin.ts';
import { operatorsPlugin } from './features/operators/operators.plugin.ts';
import { operatorsRoutes } from './features/operators/operators.routes.ts';
import { operatorsAdminRoutes } from './features/operators/operators-admin.routes.ts';
import { opsRoutes } from './features/ops/ops.routes.ts';
import { passwordRoutes } from './features/password/password.routes.ts';
import { channelsAdminRoutes } from './features/payments/channels-admin.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { paymentsOpsRoutes } from './features/payments/payments-ops.routes.ts';
import { protectionRoutes } from './features/protection/protection.routes.ts';
import { recordsRoutes } from './features/records/records.routes.ts';
import { downlineRoutes } from './features/register/downline.routes.ts';
import { registerRoutes } from './features/register/register.routes.ts';
import { securityRoutes } from './features/security/security.routes.ts';
import { sessionRoutes } from './features/session/session.routes.ts';
import { socialRoutes } from './features/social/social.routes.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { siteStatus } from './features/system/system.service.ts';
import { transfersRoutes } from './features/transfers/transfers.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { vendorWalletRoutes } from './features/vendor-wallet/vendor-wallet.routes.ts';
import { verificationRoutes } from './features/verification/verification.routes.ts';
import { walletRoutes } from './features/wallet/wallet.routes.ts';
import { withdrawalsRoutes } from './features/withdrawals/withdrawals.routes.ts';
import { withdrawalsOpsRoutes } from './features/withdrawals/withdrawals-ops.routes.ts';
import { clientIp } from './lib/ip.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { contextPlugin } from './plugins/context.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { type JobsPluginOptions, jobsPlugin } from './plugins/jobs.ts';
import { ledgerPlugin } from './plugins/ledger.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { originsOf, securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { siteGatePlugin } from './plugins/site-gate.ts';
import { type SsrPluginOptions, ssrPlugin } from './plugins/ssr.ts';
import { webPlugin } from './plugins/web.ts';

export interface BuildOptions {
  /** Overrides on top of the environment (tests). */
  config?: Partial<Config>;
  env?: NodeJS.ProcessEnv;
  /** The clock for sessions, captchas and time windows (tests move it). */
  now?: () => Date;
  /** Test-only observers; never set by server.ts. */
  testHooks?: { onCaptchaIssued?: (text: string) => void };
  /** Test-only: how the database opens (db/open.ts OpenOptions); never set by server.ts. */
  testDatabase?: OpenOptions;
  /** The job scheduler's observer, and `timers: false` for tests that tick it by hand. */
  jobs?: JobsPluginOptions;
  /** Test-only: the server render's time-out, queue and entry module (plugins/ssr.ts). */
  ssr?: SsrPluginOptions;
}

const BODY_LIMIT_BYTES = 256 * 1024;

/** The application, ready for `inject()` or `listen()`; it never listens itself. */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Migrations and the first PGlite start can take a while on a slow disk.
    pluginTimeout: 120_000,
    frameworkErrors: (_error, request, reply) => sendError(request, reply, { code: 'BAD_REQUEST' }),
  });
  // The contracts are zod/mini schemas, which load no locale: English issue messages, as
  // classic zod sets them on its first schema, whatever the import order (decision 037).
  z.config(z.locales.en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(contextPlugin, { config, now: options.now ?? (() => new Date()) });
  await app.register(errorsPlugin);
  await app.register(readinessPlugin);
  // Before the ledger (it reports its batches) and before any route (the latency hook).
  await app.register(metricsPlugin);
  // Before any route: @fastify/compress attaches itself to each route as it is declared.
  await app.register(compressionPlugin);
  await app.register(dbPlugin, options.testDatabase ?? {});
  await app.register(ledgerPlugin);
  await app.register(auditPlugin);
  await app.register(operatorsPlugin);
  // Before the features, which register their jobs on it (decision 032).
  // Every run is counted in the metrics (jobs_runs_total, job_duration_seconds), and also
  // reported to a test's own observer when one is given.
  const testObserver = options.jobs?.observer;
  await app.register(jobsPlugin, {
    ...options.jobs,
    observer: {
      onRun(name, outcome, seconds) {
        app.metrics.jobObserver.onRun(name, outcome, seconds);
        testObserver?.onRun(name, outcome, seconds);
      },
    },
  });
  if (config.seedDemo) await seedDemo(app.db, app.ledger, app.log);
  // Published demo credentials: never on a production server.
  if (config.seedDemo && config.nodeEnv !== 'production') await seedDemoOperators(app.db);
  await app.register(securityPlugin, {
    frameSources: async (instance) =>
      originsOf((await getBrand(instance.db))?.launchGameCdns ?? []),
  });
  await app.register(cookie);
  // Before the session and every route read a header, cookie or parameter (decision 026).
  await app.register(inputHygienePlugin);
  // Maintenance and region blocking close every player route, before the session lookup and
  // before any body is read (decision 023).
  await app.register(siteGatePlugin, {
    statusOf: (request) => siteStatus(app.db, clientIp(request), app.now()),
  });
  await app.register(rateLimitPlugin);
  await app.register(messagingPlugin);
  await app.register(sessionPlugin);
  await app.register(realtimePlugin);
  await app.register(sameOriginPlugin);
  await app.register(openapiPlugin);

  await app.register(healthRoutes);
  await app.register(systemRoutes);
  await app.register(contentRoutes);
  await app.register(gamesRoutes);
  await app.register(captchaRoutes, { onIssued: options.testHooks?.onCaptchaIssued });
  await app.register(sessionRoutes);
  await app.register(socialRoutes);
  await app.register(passwordRoutes);
  await app.register(securityRoutes);
  await app.register(opsRoutes);
  await app.register(operatorsRoutes);
  await app.register(operatorsAdminRoutes);
  await app.register(memberAdminRoutes);
  await app.register(approvalsRoutes);
  await app.register(dashboardRoutes);
  await app.register(contentAdminRoutes);
  await app.register(brandAdminRoutes);
  await app.register(gamesAdminRoutes);
  await app.register(registerRoutes);
  await app.register(downlineRoutes);
  await app.register(agentTeamRoutes);
  await app.register(agentContractsRoutes);
  await app.register(verificationRoutes);
  await app.register(walletRoutes);
  await app.register(vendorWalletRoutes);
  await app.register(uploadsRoutes);
  await app.register(protectionRoutes);
  await app.register(kycRoutes);
  await app.register(paymentsRoutes);
  await app.register(paymentsOpsRoutes);
  await app.register(channelsAdminRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(withdrawalsOpsRoutes);
  await app.register(transfersRoutes);
  await app.register(recordsRoutes);
  await app.register(gameLaunchRoutes);
  await app.register(inhouseRoutes);
  // Development outbox and captcha answers; config refuses devTools in production.
  if (app.config.devTools) await app.register(devRoutes);

  await app.register(ssrPlugin, options.ssr ?? {});
  await app.register(webPlugin);
  return app;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}
