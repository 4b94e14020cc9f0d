import { type FullConfig, request } from '@playwright/test';
import { saveOperatorSessions } from './fixtures/operators.ts';
import { OpsClient } from './fixtures/ops.ts';

/**
 * Fails fast with a clear message when no server answers, and puts the site back to normal in
 * case an earlier, interrupted run left maintenance or a region block switched on. The bonuses
 * that fund test members are granted by one operator: the four-eyes threshold allows them.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://localhost:3000';
  const context = await request.newContext({ baseURL });
  try {
    const health = await context.get('/healthz').catch((error: unknown) => {
      throw new Error(
        `No server answers at ${baseURL} (${String(error)}). Build and start it first ` +
          '(npm run build && npm run serve), or point E2E_BASE_URL at a running one.',
      );
    });
    if (!health.ok()) {
      throw new Error(`${baseURL}/healthz answered ${health.status()}: ${await health.text()}`);
    }
    // The back-office specs' operators, each signed in once (fixtures/operators.ts).
    await saveOperatorSessions(context);
    const token = process.env.OPERATOR_API_TOKEN;
    if (token) {
      const ops = new OpsClient(context, token);
      await ops.restore();
      await ops.allowFundingBonuses();
    }
  } finally {
    await context.dispose();
  }
}
