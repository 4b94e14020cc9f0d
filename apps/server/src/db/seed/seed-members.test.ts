import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { members } from '../schema/members.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function demo(account: string) {
  const [row] = await t.app.db.select().from(members).where(eq(members.account, account));
  if (!row) throw new Error(account);
  return row;
}

describe('demo members', () => {
  it('have their invitation codes and bound contact details', async () => {
    expect((await demo('demoagent')).inviteCode).toBe('DEMO88');
    expect((await demo('demosub')).inviteCode).toBe('SUB888');
    const player = await demo('demo');
    expect(player).toMatchObject({
      mobileDialingCode: '+60',
      mobileNum: '123456789',
      email: 'demo@nova.localhost',
      realName: 'Demo Player',
    });
    expect(player.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(player.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('get the details filled in on a data directory seeded before they existed', async () => {
    await t.app.db
      .update(members)
      .set({
        inviteCode: null,
        mobileDialingCode: null,
        mobileNum: null,
        mobileVerifiedAt: null,
        email: null,
        emailVerifiedAt: null,
        realName: null,
      })
      .where(eq(members.brandId, (await demo('demo')).brandId));
    await seedDemo(t.app.db);
    expect((await demo('demoagent')).inviteCode).toBe('DEMO88');
    expect(await demo('demo')).toMatchObject({ mobileNum: '123456789', realName: 'Demo Player' });
  });

  it('keep what was changed since, and skip a value another account took', async () => {
    await t.app.db
      .update(members)
      .set({ email: 'changed@example.com', mobileDialingCode: null, mobileNum: null })
      .where(eq(members.account, 'demo'));
    await t.app.db
      .update(members)
      .set({ mobileDialingCode: '+60', mobileNum: '123456789', inviteCode: null })
      .where(eq(members.account, 'demo2'));
    await t.app.db
      .update(members)
      .set({ inviteCode: null })
      .where(eq(members.account, 'demoagent'));
    await t.app.db
      .update(members)
      .set({ inviteCode: 'DEMO88' })
      .where(eq(members.account, 'demo2'));
    await seedDemo(t.app.db);
    expect(await demo('demo')).toMatchObject({ email: 'changed@example.com', mobileNum: null });
    expect((await demo('demoagent')).inviteCode).toBeNull();
  });
});
