import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { PostingRequest } from '../ledger/ledger.model.ts';
import { creditDeposit, type Ledger } from './deposit-credit.ts';
import { rejectDeposit } from './deposits-ops.service.ts';
import { findDepositView } from './payments.repository.ts';
import {
  channelId,
  depositPostings,
  expectReconciled,
  mainBalance,
  newMember,
  postDeposit,
  requestId,
  uploadProof,
} from './payments-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

async function pendingManualDeposit() {
  const member = await newMember(t.app);
  const channel = await channelId(t.app, 'BANK_TRANSFER');
  const channels = await t.app.inject({
    url: '/wps/payment/channels',
    headers: { cookie: member.cookie },
  });
  const bankId = channels.json().value[0].banks[0].id;
  const res = await postDeposit(t.app, member, {
    channelId: channel,
    receivingBankId: bankId,
    amount: '7000',
    requestId: requestId(),
    proofUploadIds: [await uploadProof(t.app, member)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    memberId: member.id,
    id: res.json().value.id as number,
    brandId: await brandOf(res.json().value.id),
  };
}

async function brandOf(id: number): Promise<number> {
  return (await findDepositView(t.app.db, { id }))?.brandId as number;
}

describe('creditDeposit', () => {
  it('a rejection arriving while the credit is being posted loses (the claim holds)', async () => {
    const deposit = await pendingManualDeposit();
    let rejection: unknown;
    const ledger: Ledger = {
      async post(request: PostingRequest) {
        rejection = await rejectDeposit(
          t.app.db,
          deposit.brandId,
          deposit.id,
          'bob',
          'too late',
        ).catch((e) => e);
        return t.app.ledger.post(request);
      },
    };
    const result = await creditDeposit(t.app.db, ledger, deposit.id, 'alice');
    expect(result.credited).toBe(true);
    expect(result.deposit).toMatchObject({ status: 'APPROVED', decidedBy: 'alice' });
    expect(rejection).toMatchObject({ code: 'INVALID_STATE' });
    expect(await mainBalance(t.app, deposit.memberId)).toBe(7000n);
  });

  it('a crash between the posting and the status update is finished by the next attempt, once', async () => {
    const deposit = await pendingManualDeposit();
    const crashing: Ledger = {
      async post(request: PostingRequest) {
        await t.app.ledger.post(request);
        throw new Error('process died');
      },
    };
    await expect(creditDeposit(t.app.db, crashing, deposit.id, 'alice')).rejects.toThrow(
      'process died',
    );
    expect((await findDepositView(t.app.db, { id: deposit.id }))?.status).toBe('PENDING');
    // Claimed: it can no longer be rejected, only finished.
    await expect(
      rejectDeposit(t.app.db, deposit.brandId, deposit.id, 'bob', 'x'),
    ).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    const retry = await creditDeposit(t.app.db, t.app.ledger, deposit.id, 'alice');
    expect(retry.credited).toBe(true);
    expect(await depositPostings(t.app, deposit.id)).toBe(1);
    expect(await mainBalance(t.app, deposit.memberId)).toBe(7000n);
  });

  it('many concurrent credits: one wins, one posting', async () => {
    const deposit = await pendingManualDeposit();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        creditDeposit(t.app.db, t.app.ledger, deposit.id, `op${i}`, ['PENDING', 'FAILED']),
      ),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(await depositPostings(t.app, deposit.id)).toBe(1);
    expect(await mainBalance(t.app, deposit.memberId)).toBe(7000n);
    await expectReconciled(t.app);
  });
});
