import * as wallet from '@nova/contracts/api/wallet';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { requireRealMemberId } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { toWalletBalance } from './wallet.service.ts';

/** The member's wallet (issue 4; spec §7 "balance"). Balances come from the ledger only. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, wallet.getWalletBalance, async ({ request }) => {
    const memberId = await requireRealMemberId(request);
    const [brand, balances] = await Promise.all([
      resolveBrand(request),
      app.ledger.balance(memberId),
    ]);
    return toWalletBalance(balances, brand);
  });
}
