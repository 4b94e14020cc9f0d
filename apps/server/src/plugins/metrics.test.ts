import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletCall, walletPlayer } from '../features/vendor-wallet/vendor-wallet-test-kit.ts';
import { fundMain, loggedInMember } from '../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../test/helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';
const SCRAPER_IP = '10.9.8.7';
// A vendor whose development wallet secret is derived (SANDBOX has a fixed one of its own).
const VENDOR = 'PT';

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  [t, other] = await Promise.all([
    createTestApp({
      operatorApiToken: OPERATOR_TOKEN,
      metricsToken: METRICS_TOKEN,
      metricsAllowIps: ['10.9.8.0/24'],
    }),
    createTestApp({ seedDemo: false, operatorApiToken: OPERATOR_TOKEN }),
  ]);
});
afterAll(() => Promise.all([t.close(), other.close()]));

async function scrape(app = t.app): Promise<string> {
  const res = await app.inject({ url: '/metrics', headers: operatorHeaders() });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series, e.g. `ledger_postings_total{outcome="created"}`. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics access', () => {
  it('refuses anyone without the operator token, the metrics token or an allowed address', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }]) {
      const res = await t.app.inject({ url: '/metrics', headers, remoteAddress: '203.0.113.5' });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the operator token, METRICS_TOKEN and an allow-listed scraper address', async () => {
    const byOperator = await t.app.inject({ url: '/metrics', headers: operatorHeaders() });
    const byToken = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const byAddress = await t.app.inject({ url: '/metrics', remoteAddress: SCRAPER_IP });
    for (const res of [byOperator, byToken, byAddress]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('process_cpu_user_seconds_total');
    }
  });

  it('is closed when neither token is configured, whatever the caller sends', async () => {
    const bare = await createTestApp({ seedDemo: false });
    try {
      const res = await bare.app.inject({ url: '/metrics', headers: operatorHeaders() });
      expect(res.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});

describe('metrics', () => {
  it('labels HTTP latency by route pattern and status class, never by the raw URL', async () => {
    await t.app.inject({ url: '/wps/member/uploads/12345' });
    await t.app.inject({
      url: '/wps/no/such/route/abc123',
      headers: { accept: 'application/json' },
    });
    const text = await scrape();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/wps\/member\/uploads\/:id",status="4xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="unmatched"[^}]*\} [1-9]/,
    );
    expect(text).not.toContain('12345');
    expect(text).not.toContain('abc123');
  });

  it('counts ledger postings by outcome and observes batch sizes', async () => {
    const before = await scrape();
    const member = await loggedInMember(t.app);
    await fundMain(t.app, member.id, 500n);
    await fundMain(t.app, member.id, 700n);
    const after = await scrape();
    const created = 'ledger_postings_total{outcome="created"}';
    expect(seriesValue(after, created) - seriesValue(before, created)).toBe(2);
    expect(seriesValue(after, 'ledger_batch_size_sum')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(after, 'ledger_batch_size_count')).toBeGreaterThanOrEqual(1);
  });

  it('counts vendor callbacks by vendor, action and result; an unsigned one names no vendor', async () => {
    const p = await walletPlayer(t.app, VENDOR, 1_000n);
    await walletCall(t.app, 'balance', { vendor: VENDOR, sessionToken: p.token });
    await walletCall(
      t.app,
      'balance',
      { vendor: 'MADE_UP_LABEL', sessionToken: p.token },
      { signature: 'bad' },
    );
    const text = await scrape();
    const series = (labels: string[]) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('vendor_callbacks_total{'))
        .filter((l) => labels.every((label) => l.includes(label)));
    // Named once its signature held, whatever the wallet answered.
    expect(series([`vendor="${VENDOR}"`, 'action="balance"'])).toEqual([
      expect.stringMatching(/ 1$/),
    ]);
    expect(series(['vendor="unknown"', 'action="balance"', 'result="UNAUTHENTICATED"'])).toEqual([
      expect.stringMatching(/ 1$/),
    ]);
    expect(text).not.toContain('MADE_UP_LABEL');
  });

  it('reports job runs through app.metrics.jobObserver', async () => {
    t.app.metrics.jobObserver.onRun('withdrawal-auto-confirm', 'ok', 0.2);
    t.app.metrics.jobObserver.onRun('withdrawal-auto-confirm', 'failed', 1.5);
    const text = await scrape();
    expect(seriesValue(text, 'jobs_runs_total{job="withdrawal-auto-confirm",outcome="ok"}')).toBe(
      1,
    );
    expect(
      seriesValue(text, 'jobs_runs_total{job="withdrawal-auto-confirm",outcome="failed"}'),
    ).toBe(1);
    expect(
      seriesValue(text, 'job_duration_seconds_sum{job="withdrawal-auto-confirm"}'),
    ).toBeCloseTo(1.7);
  });

  it("counts the scheduler's own runs (app.ts wires the observer)", async () => {
    const [name] = t.app.jobs.names();
    expect(name).toBeDefined();
    const series = `jobs_runs_total{job="${name}",outcome="ok"}`;
    const before = seriesValue(await scrape(), series);
    await t.app.jobs.runNow(name as string);
    expect(seriesValue(await scrape(), series)).toBe(before + 1);
  });

  it('reads the open WebSocket count at scrape time', async () => {
    expect(seriesValue(await scrape(), 'websocket_connections')).toBe(0);
    t.app.metrics.countRealtimeConnections(() => 3);
    expect(seriesValue(await scrape(), 'websocket_connections')).toBe(3);
  });

  it('keeps one registry per app', async () => {
    other.app.metrics.jobObserver.onRun('only-in-other', 'ok', 0.1);
    expect(await scrape()).not.toContain('only-in-other');
    expect(await scrape(other.app)).toContain('only-in-other');
  });
});
