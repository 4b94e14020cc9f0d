import * as wallet from '@nova/contracts/api/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { requireRealMember } from '../../plugins/session.ts';
import { resolveBrand } from '../brand/brand.service.ts';
import { toWalletBalance } from './wallet.service.ts';

/** The logged-in member's id; trial accounts hold no money (SECURITY.md 16, spec §6). */
async function realMemberId(request: FastifyRequest): Promise<number> {
  await requireRealMember(request);
  if (!request.member) throw new AppError('UNAUTHENTICATED');
  return request.member.id;
}

/** The member's wallet (issue 4; spec §7 "balance"). Balances come from the ledger only. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  route(app, wallet.getWalletBalance, async ({ request }) => {
    const memberId = await realMemberId(request);
    const [brand, balances] = await Promise.all([
      resolveBrand(request),
      app.ledger.balance(memberId),
    ]);
    return toWalletBalance(balances, brand);
  });
}
