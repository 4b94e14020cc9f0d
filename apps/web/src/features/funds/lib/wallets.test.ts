import type { MerchantWallet } from '@nova/contracts/api/transfers';
import type { WalletBalance } from '@nova/contracts/api/wallet';
import { describe, expect, it } from 'vitest';
import { vendorTotal, walletEntries } from './wallets';

const WALLETS: MerchantWallet[] = [
  { code: 'MAIN', name: 'Main Wallet', walletMode: 'MAIN', gameTypes: [] },
  { code: 'IBC', name: 'IBC Sports', walletMode: 'TRANSFER', gameTypes: ['SPORTS'] },
  { code: 'AG', name: 'Asia Gaming', walletMode: 'TRANSFER', gameTypes: ['LIVE'] },
];
const BOOKS: WalletBalance = {
  currency: 'MYR',
  currencySymbol: 'RM',
  scale: 2,
  main: '1000',
  held: '0',
  vendors: [
    { vendor: 'IBC', amount: '5000' },
    { vendor: 'AG', amount: '300' },
  ],
  total: '6300',
};

describe('walletEntries (decision 027)', () => {
  it('shows what the vendor reports, winnings included, over our books', () => {
    const entries = walletEntries(BOOKS, WALLETS, [
      { vendor: 'IBC', amount: '7800', stale: false },
      { vendor: 'AG', amount: '300', stale: true },
    ]);
    expect(entries.map((e) => [e.code, e.balance, e.stale ?? false])).toEqual([
      ['MAIN', 1000n, false],
      ['IBC', 7800n, false],
      ['AG', 300n, true],
    ]);
    expect(vendorTotal(entries)).toBe(8100n);
  });

  it('falls back to our books while the vendors have not answered', () => {
    const entries = walletEntries(BOOKS, WALLETS);
    expect(entries.find((e) => e.code === 'IBC')?.balance).toBe(5000n);
  });
});
