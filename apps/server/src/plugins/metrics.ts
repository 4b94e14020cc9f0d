import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { LedgerBatchReport } from '../features/ledger/ledger.service.ts';
import { AppError } from '../lib/app-error.ts';
import { safeEqual } from '../lib/crypto.ts';
import { clientIp, isIpInRanges } from '../lib/ip.ts';

export const METRICS_PATH = '/metrics';
/** The label of requests no route matched: one series, whatever the URL (no cardinality blow-up). */
export const UNMATCHED_ROUTE = 'unmatched';

/** What the job scheduler reports after each run (decision 033). */
export interface JobObserver {
  onRun(name: string, outcome: 'ok' | 'failed' | 'idle', seconds: number): void;
}

export interface Metrics {
  /** This app's registry: tests build many apps in one process, so never the global one. */
  readonly registry: Registry;
  /** The text of a scrape: the process's figures, then this app's. */
  scrape(): Promise<string>;
  readonly jobObserver: JobObserver;
  /** The ledger's group commit reports each batch here (features/ledger, no prom-client there). */
  onLedgerBatch(report: LedgerBatchReport): void;
  /** One seamless-wallet callback answered (vendor-wallet routes' onResponse). */
  onVendorCallback(vendor: string, action: string, result: string): void;
  /** Where the open WebSocket count is read at scrape time (plugins/realtime.ts). */
  countRealtimeConnections(count: () => number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

let processMetrics: Registry | undefined;

/**
 * The process's own figures (CPU, memory, event-loop lag, GC), collected once per process and
 * shared by every app in it. prom-client's collectors never stop (a GC observer and a lag
 * monitor): one per app kept every closed app, its database included, alive (the tests build
 * hundreds of apps in one process and ran out of memory).
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    // Sampled every 100 ms rather than prom-client's 10 ms: the lag histogram stays useful and
    // an idle server is not woken 100 times a second.
    collectDefaultMetrics({ register: processMetrics, eventLoopMonitoringPrecision: 100 });
  }
  return processMetrics;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];
const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/**
 * Prometheus metrics at /metrics (issue 12, decision 033): HTTP latency by route pattern, ledger
 * postings and batch sizes, job runs, vendor callback outcomes, open WebSockets, and the
 * process's own figures; the route is in features/health. Operators only: the operator token, METRICS_TOKEN, or a scraper address
 * in METRICS_ALLOW_IPS; the figures are business data (turnover, callback volume).
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    const registers = [registry];

    const http = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const postings = new Counter({
      name: 'ledger_postings_total',
      help: 'Ledger postings by outcome: created, replayed (idempotent repeat) or refused',
      labelNames: ['outcome'] as const,
      registers,
    });
    const batchSize = new Histogram({
      name: 'ledger_batch_size',
      help: 'Postings per group-commit batch',
      buckets: BATCH_BUCKETS,
      registers,
    });
    const jobRuns = new Counter({
      name: 'jobs_runs_total',
      help: 'Job periods by job and outcome: ok, failed, or idle (its pending check found nothing to do)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    });
    const jobDuration = new Histogram({
      name: 'job_duration_seconds',
      help: 'Job run duration by job',
      labelNames: ['job'] as const,
      buckets: JOB_BUCKETS,
      registers,
    });
    const callbacks = new Counter({
      name: 'vendor_callbacks_total',
      help: 'Seamless-wallet callbacks by vendor, action and result code (OK or our error code)',
      labelNames: ['vendor', 'action', 'result'] as const,
      registers,
    });
    let realtimeCount: () => number = () => 0;
    new Gauge({
      name: 'websocket_connections',
      help: 'Open realtime WebSocket connections on this instance',
      registers,
      collect() {
        this.set(realtimeCount());
      },
    });

    const metrics: Metrics = {
      registry,
      async scrape() {
        return `${await processRegistry().metrics()}\n${await registry.metrics()}`;
      },
      jobObserver: {
        onRun(name, outcome, seconds) {
          jobRuns.inc({ job: name, outcome });
          // An idle period ran no handler: its check's time is not a run's duration.
          if (outcome !== 'idle') jobDuration.observe({ job: name }, seconds);
        },
      },
      onLedgerBatch(report) {
        batchSize.observe(report.size);
        if (report.created > 0) postings.inc({ outcome: 'created' }, report.created);
        if (report.replayed > 0) postings.inc({ outcome: 'replayed' }, report.replayed);
        if (report.refused > 0) postings.inc({ outcome: 'refused' }, report.refused);
      },
      onVendorCallback(vendor, action, result) {
        callbacks.inc({ vendor, action, result });
      },
      countRealtimeConnections(count) {
        realtimeCount = count;
      },
    };
    app.decorate('metrics', metrics);

    app.addHook('onResponse', (request, reply, done) => {
      http.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);

/** The operator token, METRICS_TOKEN, or an allow-listed scraper address; else 401. */
export async function requireMetricsAccess(request: FastifyRequest): Promise<void> {
  const { operatorApiToken, metricsToken, metricsAllowIps } = request.server.config;
  if (metricsAllowIps.length > 0 && isIpInRanges(clientIp(request), metricsAllowIps)) return;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const presented = match?.[1];
  if (presented) {
    for (const expected of [operatorApiToken, metricsToken]) {
      if (expected && safeEqual(presented, expected)) return;
    }
  }
  throw new AppError('UNAUTHENTICATED', 'Metrics token missing or wrong');
}
