import * as betRecordsApi from '@nova/contracts/api/bet-records';
import * as records from '@nova/contracts/api/records';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { requireRealMemberId } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { betRecords, gameProfit } from './bet-records.service.ts';
import { bonusDetails, personalProfit, transactionHistory } from './records.service.ts';

/**
 * Account records, profit and loss, bonus details (issue 4; spec §2 transactionHistory,
 * personalProfit, bonusDetails). Only the logged-in real member's own records: the member id
 * comes from the session, never from the request, and trial accounts are refused.
 */
export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  route(app, records.getTransactionHistory, async ({ request, query }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    return transactionHistory(app.db, memberId, brand.timezone, query);
  });

  route(app, records.getPersonalProfit, async ({ request, query }) => {
    const memberId = await requireRealMemberId(request);
    return personalProfit(app.db, memberId, await resolveBrand(request), query);
  });

  route(app, records.getBonusDetails, async ({ request, query }) => {
    const memberId = await requireRealMemberId(request);
    const brand = await resolveBrand(request);
    return bonusDetails(app.db, memberId, brand.timezone, query);
  });

  // Betting records and profit by vendor and game (issue 5 "Records"; spec §2 personalHistoryCopy).
  route(app, betRecordsApi.getBetRecords, async ({ request, query }) => {
    const memberId = await requireRealMemberId(request);
    return betRecords(app.db, memberId, await resolveBrand(request), query);
  });

  route(app, betRecordsApi.getGameProfit, async ({ request, query }) => {
    const memberId = await requireRealMemberId(request);
    return gameProfit(app.db, memberId, await resolveBrand(request), query);
  });
}
