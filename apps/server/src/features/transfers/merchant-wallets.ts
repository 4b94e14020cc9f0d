import type { MerchantWallet } from '@nova/contracts/api/transfers';
import type { Db } from '../../db/client.ts';
import { cacheFor } from '../../lib/ttl-cache.ts';
import { transferVendors } from './wallet-transfers.repository.ts';

const CACHE_TTL_MS = 60_000;
const MAIN_WALLET: MerchantWallet = {
  code: 'MAIN',
  name: 'Main Wallet',
  walletMode: 'MAIN',
  gameTypes: [],
};

/**
 * Spec §7 "merchant wallet (isSingle, cached)": the main wallet and every enabled
 * transfer-mode vendor's wallet (seamless vendors play from the main wallet). Cached 60 s in
 * memory per app, like the game menus; isSingle lists the main wallet only.
 */
export async function merchantWallets(db: Db, isSingle: boolean): Promise<MerchantWallet[]> {
  if (isSingle) return [MAIN_WALLET];
  const cache = cacheFor<MerchantWallet[]>(db, 'merchant-wallets', CACHE_TTL_MS);
  const cached = cache.get('all');
  if (cached) return cached;
  const wallets: MerchantWallet[] = [
    MAIN_WALLET,
    ...(await transferVendors(db)).map((v) => ({
      code: v.code,
      name: v.name,
      walletMode: 'TRANSFER' as const,
      gameTypes: v.gameTypes,
    })),
  ];
  cache.set('all', wallets);
  return wallets;
}
