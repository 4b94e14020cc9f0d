import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  agentCall,
  dividendTerms,
  downlineContract,
  member,
  opsCall,
  type Party,
  platformContract,
  tier,
} from './agent-contracts-test-kit.ts';

/**
 * Agent contracts as a state machine (issue 15; spec §4): offers, requests, signing, refusal,
 * termination, the upline ceiling, the sub-agent cancellation rule and the popup's calls.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(async () => {
  await t.close();
});

const CONTRACTS = '/wps/agent/contracts';

async function tree() {
  const top = await member(t.app, { type: 1 });
  const sub = await member(t.app, { type: 2, parent: top });
  const subsub = await member(t.app, { type: 2, parent: sub });
  const player = await member(t.app, { parent: sub });
  const sibling = await member(t.app, { type: 1 });
  const cousin = await member(t.app, { type: 2, parent: sibling });
  return { top, sub, subsub, player, sibling, cousin };
}

function offer(from: Party, to: Party, terms = dividendTerms([tier(1000)])) {
  return agentCall(t.app, from, 'POST', CONTRACTS, { ...terms, downlineId: to.id });
}

describe('offering', () => {
  it('refuses a non-downline, oneself, a player, a grandchild, and stores nothing', async () => {
    const { top, sub, subsub, player, cousin } = await tree();
    await platformContract(t.app, top, dividendTerms([tier(3000)]));
    for (const target of [cousin, top, player, subsub]) {
      const res = await offer(top, target);
      expect(res.json().code, target.account).toBe('CONTRACT_INVALID');
    }
    const listed = await agentCall(t.app, top, 'GET', `${CONTRACTS}?role=DOWNLINE`);
    expect(listed.json().value.totalElements).toBe(0);
    // A member (not an agent) cannot offer at all.
    expect((await offer(player, sub)).statusCode).toBe(403);
  });

  it('refuses tiers out of order, a ratio above the upline, fractional and negative amounts', async () => {
    const { top, sub } = await tree();
    await platformContract(t.app, top, dividendTerms([tier(2000), tier(3000, '100000')]));
    const outOfOrder = await offer(top, sub, dividendTerms([tier(1500, '500'), tier(1000, '100')]));
    expect(outOfOrder.json()).toMatchObject({ code: 'CONTRACT_INVALID' });
    expect(outOfOrder.json().details.map((d: { path: string }) => d.path)).toContain('tiers.1');
    const above = await offer(top, sub, dividendTerms([tier(2500)]));
    expect(above.json()).toMatchObject({
      code: 'CONTRACT_INVALID',
      details: [{ path: 'tiers.0' }],
    });
    // 3000 needs 100000 of bets in the upline's terms: 3000 from 50000 would beat it.
    const early = await offer(top, sub, dividendTerms([tier(3000, '50000')]));
    expect(early.json().code).toBe('CONTRACT_INVALID');
    const otherPeriod = await offer(top, sub, dividendTerms([tier(1000)], 'WEEKLY'));
    expect(otherPeriod.json().details[0].path).toBe('period');
    for (const minBets of ['-5', '12.5', '1e3', '']) {
      const res = await offer(top, sub, dividendTerms([tier(1000, minBets)]));
      expect(res.statusCode, minBets).toBe(400);
    }
    const fraction = await offer(top, sub, dividendTerms([{ ...tier(1000), ratio: 10.5 }]));
    expect(fraction.statusCode).toBe(400);
    const listed = await agentCall(t.app, top, 'GET', `${CONTRACTS}?role=DOWNLINE`);
    expect(listed.json().value.totalElements).toBe(0);
  });

  it('refuses an offer of a kind the upline has no contract of', async () => {
    const { top, sub } = await tree();
    const res = await offer(top, sub);
    expect(res.json()).toMatchObject({ code: 'CONTRACT_INVALID', details: [{ path: 'kind' }] });
  });
});

describe('the life of a contract', () => {
  it('offer, popup, sign, then terminate after the period; every step recorded', async () => {
    const { top, sub } = await tree();
    await platformContract(t.app, top, dividendTerms([tier(3000)]));
    const offered = await offer(top, sub, dividendTerms([tier(2000)]));
    expect(offered.json().value).toMatchObject({
      state: 'OFFERED',
      upline: top.account,
      role: 'UPLINE',
    });
    const id = offered.json().value.id;
    // The popup's call and the consolidated flag see the offer.
    const popup = await agentCall(t.app, sub, 'GET', `${CONTRACTS}/process/dividend`);
    expect(popup.json().value).toMatchObject({ pending: { id, role: 'DOWNLINE' }, signed: null });
    const funds = await agentCall(t.app, sub, 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.json().value.divtypereq).toBe('2');
    // A second offer of the kind waits for the first.
    expect((await offer(top, sub, dividendTerms([tier(1000)]))).json().code).toBe('CONTRACT_STATE');
    // Only the downline signs.
    expect((await agentCall(t.app, top, 'POST', `${CONTRACTS}/${id}/sign`, {})).statusCode).toBe(
      404,
    );
    const signed = await agentCall(t.app, sub, 'POST', `${CONTRACTS}/${id}/sign`, {});
    expect(signed.json().value).toMatchObject({ state: 'SIGNED', endsAt: null });
    expect(Date.parse(signed.json().value.startsAt)).toBeLessThanOrEqual(Date.now());
    expect(
      (await agentCall(t.app, sub, 'GET', '/wps/member/info/funds/consolidated')).json().value
        .divtypereq,
    ).toBe('1');
    const ended = await agentCall(t.app, top, 'POST', `${CONTRACTS}/${id}/terminate`);
    const view = ended.json().value;
    expect(view.state).toBe('TERMINATED');
    expect(Date.parse(view.endsAt)).toBeGreaterThan(Date.now());
    expect(view.events.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['OFFERED', top.account],
      ['SIGNED', sub.account],
      ['TERMINATED', top.account],
    ]);
    // Nothing more can happen to it.
    expect((await agentCall(t.app, sub, 'POST', `${CONTRACTS}/${id}/sign`, {})).json().code).toBe(
      'CONTRACT_STATE',
    );
  });

  it('request, answered by the upline with terms, or refused', async () => {
    const { top, sub } = await tree();
    await platformContract(t.app, top, dividendTerms([tier(3000)]));
    const asked = await agentCall(t.app, sub, 'POST', `${CONTRACTS}/request`, { kind: 'DIVIDEND' });
    expect(asked.json().value).toMatchObject({ state: 'REQUESTED', upline: top.account });
    const answered = await offer(top, sub, dividendTerms([tier(1500)]));
    expect(answered.json().value).toMatchObject({ id: asked.json().value.id, state: 'OFFERED' });
    const refused = await agentCall(
      t.app,
      sub,
      'POST',
      `${CONTRACTS}/${answered.json().value.id}/refuse`,
    );
    expect(refused.json().value.state).toBe('REFUSED');
    const again = await agentCall(t.app, sub, 'POST', `${CONTRACTS}/request`, { kind: 'DIVIDEND' });
    const no = await agentCall(t.app, top, 'POST', `${CONTRACTS}/${again.json().value.id}/refuse`);
    expect(no.json().value.state).toBe('REFUSED');
  });

  it('a top-level agent asks the platform; the back office sees and answers it', async () => {
    const { top } = await tree();
    const asked = await agentCall(t.app, top, 'POST', `${CONTRACTS}/request`, {
      kind: 'SALARY_DAILY',
    });
    expect(asked.json().value).toMatchObject({ state: 'REQUESTED', upline: null });
    const listed = await opsCall(t.app, 'GET', `/ops/contracts?state=REQUESTED&agentId=${top.id}`);
    expect(listed.json().value.content.map((c: { id: number }) => c.id)).toEqual([
      asked.json().value.id,
    ]);
    const answered = await opsCall(t.app, 'POST', '/ops/contracts', {
      kind: 'SALARY_DAILY',
      period: 'DAILY',
      rateType: 'PERCENT',
      tiers: [tier(50)],
      agentId: top.id,
      reason: 'asked for it',
    });
    expect(answered.json().value).toMatchObject({ id: asked.json().value.id, state: 'OFFERED' });
    expect(answered.json().value.events.at(-1).actor).toMatch(/^PLATFORM:/);
  });

  it('an agent sees only its own contracts, never a sibling branch’s', async () => {
    const { top, sub, sibling, cousin } = await tree();
    await platformContract(t.app, top, dividendTerms([tier(3000)]));
    const id = (await offer(top, sub)).json().value.id;
    for (const who of [sibling, cousin]) {
      expect((await agentCall(t.app, who, 'POST', `${CONTRACTS}/${id}/refuse`)).statusCode).toBe(
        404,
      );
      expect((await agentCall(t.app, who, 'POST', `${CONTRACTS}/${id}/terminate`)).statusCode).toBe(
        404,
      );
      const mine = await agentCall(
        t.app,
        who,
        'GET',
        `${CONTRACTS}?role=DOWNLINE&downlineId=${sub.id}`,
      );
      expect(mine.json().value.totalElements).toBe(0);
    }
  });
});

describe('the sub-agent rule', () => {
  it('warns, then cancels the sub-agent contracts that beat the new terms', async () => {
    const { top, sub, subsub } = await tree();
    await platformContract(t.app, top, dividendTerms([tier(4000)]));
    await downlineContract(t.app, top, sub, dividendTerms([tier(3000)]));
    const kept = await downlineContract(t.app, sub, subsub, dividendTerms([tier(2500)]));
    // The top agent offers its sub lower terms: 2000 < the sub's 2500 to its own sub.
    const lower = (await offer(top, sub, dividendTerms([tier(2000)]))).json().value.id;
    const warned = await agentCall(t.app, sub, 'POST', `${CONTRACTS}/${lower}/sign`, {});
    expect(warned.json()).toMatchObject({
      code: 'CONTRACT_CANCELS_DOWNLINE',
      details: [{ path: 'downlines.0', issue: subsub.account }],
    });
    const before = await agentCall(t.app, subsub, 'GET', `${CONTRACTS}/process/dividend`);
    expect(before.json().value.signed.id).toBe(kept);
    const signed = await agentCall(t.app, sub, 'POST', `${CONTRACTS}/${lower}/sign`, {
      confirm: true,
    });
    expect(signed.json().value.state).toBe('SIGNED');
    const after = await agentCall(t.app, subsub, 'GET', `${CONTRACTS}?kind=DIVIDEND`);
    const cancelled = after.json().value.content.find((c: { id: number }) => c.id === kept);
    expect(cancelled.state).toBe('TERMINATED');
    expect(cancelled.events.at(-1)).toMatchObject({ action: 'CANCELLED_BY_RULE', actor: 'SYSTEM' });
    // The sub's earlier contract was replaced, ending where the new one starts.
    const mine = (await agentCall(t.app, sub, 'GET', `${CONTRACTS}?kind=DIVIDEND`)).json().value
      .content;
    const old = mine.find(
      (c: { state: string; id: number }) => c.id !== lower && c.state === 'TERMINATED',
    );
    expect(old.endsAt).toBe(signed.json().value.startsAt);
  });
});

describe('the back office', () => {
  it('lists top-level agents, drills into a downline, and shows one with its contracts', async () => {
    const { top, sub, subsub } = await tree();
    await platformContract(t.app, top, dividendTerms([tier(3000)]));
    await downlineContract(t.app, top, sub, dividendTerms([tier(2000)]));
    const search = await opsCall(t.app, 'GET', `/ops/agents?keyword=${top.account}`);
    expect(search.json().value.content).toEqual([
      expect.objectContaining({
        id: top.id,
        depth: 1,
        upline: null,
        teamSize: 3,
        directCount: 1,
        contracts: ['DIVIDEND'],
        frozen: false,
        owes: '0',
      }),
    ]);
    const level = await opsCall(t.app, 'GET', `/ops/agents?parentId=${sub.id}`);
    expect(level.json().value.content.map((a: { account: string }) => a.account)).toEqual([
      subsub.account,
    ]);
    const one = await opsCall(t.app, 'GET', `/ops/agents/${sub.id}`);
    expect(one.json().value).toMatchObject({
      agent: { account: sub.account, depth: 2, upline: top.account },
      trail: [{ id: top.id }, { id: sub.id }],
      monthFigures: { bets: '0' },
    });
    expect(one.json().value.contracts.map((c: { state: string }) => c.state)).toEqual(['SIGNED']);
    expect((await opsCall(t.app, 'GET', '/ops/agents/999999999')).statusCode).toBe(404);
  });

  it("reads and changes the brand's agent rules, refusing bad values", async () => {
    const before = await opsCall(t.app, 'GET', '/ops/agent-settings');
    expect(before.json().value).toEqual({
      activeMinDeposits: '10000',
      activeMinValidBets: '50000',
      overdueGraceMinutes: 1440,
    });
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/agent-settings',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload: body,
      });
    for (const bad of [
      { activeMinDeposits: '-1', activeMinValidBets: '0', overdueGraceMinutes: 60 },
      { activeMinDeposits: '1.5', activeMinValidBets: '0', overdueGraceMinutes: 60 },
      { activeMinDeposits: '0', activeMinValidBets: '0', overdueGraceMinutes: -1 },
    ])
      expect((await put({ ...bad, reason: 'test' })).statusCode).toBe(400);
    const changed = await put({
      activeMinDeposits: '5000',
      activeMinValidBets: '20000',
      overdueGraceMinutes: 60,
      reason: 'test',
    });
    expect(changed.json().value).toEqual({
      activeMinDeposits: '5000',
      activeMinValidBets: '20000',
      overdueGraceMinutes: 60,
    });
    // Back to the defaults for the other tests of this file.
    await put({
      activeMinDeposits: '10000',
      activeMinValidBets: '50000',
      overdueGraceMinutes: 1440,
      reason: 'test',
    });
  });
});
