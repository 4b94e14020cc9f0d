import { parseDecimal } from '@nova/contracts/money';
import { describe, expect, it } from 'vitest';
import { checkTransfer, pairedWallet } from './transfer-rules';
import type { WalletEntry } from './wallets';

const ENTRIES: WalletEntry[] = [
  { code: 'MAIN', name: null, balance: 10_000n },
  { code: 'AG', name: 'Asia Gaming', balance: 2_500n },
  { code: 'IBC', name: 'IBC Sports', balance: 0n },
];
const parse = (input: string) => parseDecimal(input, 2);

describe('transfer rules', () => {
  it('needs the main wallet on exactly one side', () => {
    expect(checkTransfer({ from: 'AG', to: 'IBC', amount: '1' }, ENTRIES, parse).errors).toEqual([
      { field: 'to', key: 'oneSideMain' },
    ]);
    expect(
      checkTransfer({ from: 'MAIN', to: 'MAIN', amount: '1' }, ENTRIES, parse).minor,
    ).toBeNull();
    expect(checkTransfer({ from: 'AG', to: 'MAIN', amount: '25' }, ENTRIES, parse)).toEqual({
      errors: [],
      minor: 2_500n,
    });
  });

  it('takes at most what the source wallet holds, as an exact decimal', () => {
    const over = checkTransfer({ from: 'AG', to: 'MAIN', amount: '25.01' }, ENTRIES, parse);
    expect(over.errors).toEqual([{ field: 'amount', key: 'exceeds', available: 2_500n }]);
    const keys = ['', 'abc', '0', '1.005'].map(
      (amount) => checkTransfer({ from: 'MAIN', to: 'AG', amount }, ENTRIES, parse).errors[0]?.key,
    );
    expect(keys).toEqual(['required', 'invalid', 'positive', 'invalid']);
  });

  it('pairs a vendor with MAIN and MAIN with a vendor', () => {
    expect(pairedWallet('IBC', 'AG', 'MAIN', ENTRIES)).toBe('MAIN');
    expect(pairedWallet('MAIN', 'AG', 'IBC', ENTRIES)).toBe('AG');
    expect(pairedWallet('MAIN', 'MAIN', 'IBC', ENTRIES)).toBe('IBC');
    expect(pairedWallet('MAIN', 'MAIN', 'MAIN', ENTRIES)).toBe('AG');
  });
});
