import * as api from '@nova/contracts/api/withdrawals';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { requireRealMemberId } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { bindBankAccount, listBankAccounts } from './bank-accounts.service.ts';
import { MALAYSIAN_BANKS } from './banks.ts';
import type { WithdrawalDeps } from './withdrawals.service.ts';
import * as service from './withdrawals.service.ts';

/** Withdrawals, payout bank accounts, confirmations (issue 4; decision 014). Real members only. */
export async function withdrawalsRoutes(app: FastifyInstance): Promise<void> {
  const deps: WithdrawalDeps = {
    db: app.db,
    ledger: app.ledger,
    rateLimiter: app.rateLimiter,
    now: app.now,
  };
  route(app, api.getBankList, async ({ request }) => {
    await requireRealMemberId(request);
    return [...MALAYSIAN_BANKS];
  });

  route(app, api.listBankAccounts, async ({ request }) =>
    listBankAccounts(deps, await requireRealMemberId(request)),
  );

  route(app, api.bindBankAccount, async ({ request, body }) =>
    bindBankAccount(deps, await requireRealMemberId(request), body),
  );

  route(app, api.getWithdrawOverview, async ({ request }) => {
    const memberId = await requireRealMemberId(request);
    return service.withdrawOverview(deps, await resolveBrand(request), memberId);
  });

  route(app, api.listWithdrawals, async ({ request, query }) =>
    service.listWithdrawals(deps, await requireRealMemberId(request), query),
  );

  route(app, api.createWithdrawal, async ({ request, body }) => {
    const memberId = await requireRealMemberId(request);
    const value = await service.requestWithdrawal(
      deps,
      await resolveBrand(request),
      memberId,
      body,
    );
    request.log.info(
      { audit: true, action: 'withdrawal.request', memberId, withdrawalId: value.id },
      'audit withdrawal.request',
    );
    return value;
  });

  route(app, api.confirmWithdrawal, async ({ request, params, body }) => {
    const memberId = await requireRealMemberId(request);
    const value = await service.confirmWithdrawal(deps, memberId, params.id, body);
    request.log.info(
      {
        audit: true,
        action: 'withdrawal.confirm',
        memberId,
        withdrawalId: value.id,
        result: body.result,
      },
      'audit withdrawal.confirm',
    );
    return value;
  });
}
