import { DEMO_AGENT, DEMO_MEMBER, loginViaApi } from '../fixtures/api.ts';
import { loginStatePath } from '../fixtures/login-state.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Logs the demo member and the demo agent in once per run, through the API, and stores each
 * session (an HttpOnly cookie: decision 004) for the tests that start logged in. Sessions are
 * separate rows on the server, and the suite runs well within their idle timeout.
 */
for (const [account, credentials, area] of [
  ['member', DEMO_MEMBER, 'member'],
  ['agent', DEMO_AGENT, 'agent'],
] as const) {
  test(`log the demo ${account} in`, async ({ page }) => {
    await loginViaApi(page, credentials, area);
    const cookies = await page.context().cookies();
    expect(cookies.length, 'the login set a session cookie').toBeGreaterThan(0);
    await page.context().storageState({ path: loginStatePath(account) });
  });
}
