import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { brandIdOf } from '../ledger/ledger-test-kit.ts';
import {
  memberByAccount,
  nextName,
  PASSWORD,
  refusal,
  register,
  setRule,
  simplifyRules,
} from '../register/register-test-kit.ts';
import { insertExclusion } from './protection.repository.ts';

// Issue 14: a person with a time-out or self-exclusion in force opens no new account, whatever
// the username, through the registration form itself (decision 041).
const t = setUpTestApp();

beforeAll(async () => {
  await simplifyRules(t.app);
  await setRule(t.app, 'email', { enabled: true, required: false });
  await setRule(t.app, 'payeeName', { enabled: true, required: false });
});

const body = (extra: Record<string, unknown>) => ({
  username: nextName('rg'),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...extra,
});

describe('registration of an excluded person', () => {
  it('is refused under a new username by the same email or real name; others register', async () => {
    const email = `excluded${process.pid}@example.com`;
    const first = body({ email, payeeName: 'Nur Aisyah Binti Ahmad' });
    const made = await register(t.app, 'username', first);
    expect(made.statusCode, made.body).toBe(200);
    const member = await memberByAccount(t.app, String(first.username).toLowerCase());
    if (!member) throw new Error('not registered');
    const now = new Date();
    await insertExclusion(t.app.db, {
      brandId: await brandIdOf(t.app.db),
      memberId: member.id,
      kind: 'SELF_EXCLUSION',
      duration: '1Y',
      startsAt: new Date(now.getTime() - 1000),
      endsAt: new Date(now.getTime() + 365 * 24 * 3_600_000),
      actor: 'PLAYER',
      reason: null,
    });

    for (const extra of [
      { email: email.toUpperCase() },
      { payeeName: '  nur aisyah   binti ahmad ' },
    ]) {
      const again = await register(t.app, 'username', body(extra));
      expect(refusal(again, 403).code).toBe('SELF_EXCLUDED');
    }
    const other = await register(
      t.app,
      'username',
      body({ email: `someone${process.pid}@example.com`, payeeName: 'Lim Wei Ming' }),
    );
    expect(other.statusCode, other.body).toBe(200);
  });
});
