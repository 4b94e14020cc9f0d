/** Fixtures of the payments component tests: a wallet in RM and files of a given type and size. */
import type { WalletBalance } from '@nova/contracts/api/wallet';

export const WALLET: WalletBalance = {
  currency: 'MYR',
  currencySymbol: 'RM',
  scale: 2,
  main: '100000',
  held: '0',
  vendors: [],
  total: '100000',
};

export function imageFile(name: string, type = 'image/png', size = 1024): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(file, 'size', { value: size });
  return file;
}
