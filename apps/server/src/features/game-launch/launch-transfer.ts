import type { LaunchGameResult } from '@nova/contracts/api/game-launch';
import { isAppError } from '../../lib/app-error.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { vendorBalanceOf } from '../transfers/vendor-balances.ts';
import { httpVendorTransferAdapter } from '../transfers/vendor-transfer-adapter.ts';
import { transfer, type WalletDeps } from '../transfers/wallet-transfers.service.ts';

export type LaunchTransfer = NonNullable<LaunchGameResult['transfer']>;

/**
 * A transfer-mode vendor's game opens on the vendor's own wallet (decision 027): launched with
 * that wallet empty, it would show 0 and refuse every bet while the main wallet holds money.
 * The brand chooses: AUTO moves the launch amount there now (its request id is the game
 * session's, so this launch moves money once); PROMPT answers what the web needs to ask, the
 * amount prefilled. The amount is the brand's `transferLaunchAmount`, or all of main, never
 * more than main. A wallet that holds money, or a vendor whose balance did not answer (we
 * cannot tell that it is empty), is never filled automatically.
 */
export async function transferOnLaunch(
  app: WalletDeps,
  brand: BrandRecord,
  memberId: number,
  vendor: string,
  gameSessionId: number,
): Promise<LaunchTransfer | undefined> {
  if (!app.config.transferVendor) return undefined;
  const adapter = httpVendorTransferAdapter(app);
  const wallet = await vendorBalanceOf(app, adapter, memberId, vendor);
  const main = (await app.ledger.balance(memberId)).main;
  const wanted = brand.transferLaunchAmount ?? main;
  // biome-ignore lint/complexity/useMathMinMax: bigint minor units; Math.min takes numbers.
  const amount = wanted < main ? wanted : main;
  const base = {
    vendor,
    amount: amount.toString(),
    vendorBalance: wallet.amount.toString(),
    stale: wallet.stale,
    mainBalance: main.toString(),
    backOnLeave: brand.transferBackOnLeave,
  };
  if ((!wallet.stale && wallet.amount > 0n) || amount <= 0n) return { ...base, action: 'NONE' };
  if (brand.transferOnLaunch !== 'AUTO' || wallet.stale) return { ...base, action: 'PROMPT' };
  try {
    const row = await transfer(
      { app, adapter },
      {
        brandId: brand.id,
        memberId,
        requestId: `launch-${gameSessionId}`,
        vendor,
        direction: 'IN',
        amount,
      },
    );
    const moved = row.status === 'SUCCESS' ? amount : 0n;
    return {
      ...base,
      action: 'TRANSFERRED',
      transferStatus: row.status,
      vendorBalance: (wallet.amount + moved).toString(),
      mainBalance: (row.status === 'FAILED' ? main : main - amount).toString(),
    };
  } catch (error) {
    // Main spent meanwhile, or another transfer of this wallet open: the player decides.
    if (!isAppError(error)) throw error;
    app.log.info({ vendor, code: error.code }, 'transfer on launch: not made');
    return { ...base, action: 'PROMPT' };
  }
}
