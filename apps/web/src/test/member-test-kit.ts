/** Fixtures of the member-centre page tests (funds, records, …): a member session and the wallet answers. */
import type { MemberInfo } from '@nova/contracts/api/session';
import { getPermissionData } from '@nova/contracts/api/system';
import { getMerchantWallets, type MerchantWallet } from '@nova/contracts/api/transfers';
import { getWalletBalance, type WalletBalance } from '@nova/contracts/api/wallet';
import type { EndpointDef } from '@nova/contracts/endpoint';
import type { Mock } from 'vitest';
import type { Session } from '../features/session/hooks/use-session';

export const MEMBER: MemberInfo = {
  id: 7,
  account: 'demo',
  nickname: 'Demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MYR',
  language: 'EN',
  mustChangePassword: false,
};

export function sessionOf(member: MemberInfo = MEMBER): Session {
  return { member, isLogin: true, isAgent: member.isAgent, isTrial: member.isTrial };
}

export const BALANCE: WalletBalance = {
  currency: 'MYR',
  currencySymbol: 'RM',
  scale: 2,
  main: '123456',
  held: '0',
  vendors: [{ vendor: 'AG', amount: '2500' }],
  total: '125956',
};

export const WALLETS: MerchantWallet[] = [
  { code: 'AG', name: 'Asia Gaming', walletMode: 'TRANSFER', gameTypes: ['LIVE'] },
  { code: 'PG', name: 'Pocket Games', walletMode: 'MAIN', gameTypes: ['RNG'] },
  { code: 'IBC', name: 'IBC Sports', walletMode: 'TRANSFER', gameTypes: ['SPORTS'] },
];

const BRAND = {
  code: 'nova',
  name: 'Nova',
  currency: 'MYR',
  currencySymbol: 'RM',
  currencyScale: 2,
  defaultLanguage: 'en',
  supportedLanguages: ['en'],
  minAge: 18,
  timezone: 'Asia/Kuala_Lumpur',
};

type Answer = unknown | ((input: { body?: unknown; query?: unknown }) => unknown);

/** Answers the mocked `callApi` per endpoint; balance, wallets and permission data by default. */
export function answer(callApi: Mock, answers: ReadonlyMap<EndpointDef, Answer>): void {
  callApi.mockImplementation(
    async (endpoint: EndpointDef, input: { body?: unknown; query?: unknown } = {}) => {
      if (answers.has(endpoint)) {
        const found = answers.get(endpoint);
        const value = typeof found === 'function' ? found(input) : found;
        if (value instanceof Error) throw value;
        return value;
      }
      if (endpoint === getWalletBalance) return BALANCE;
      if (endpoint === getMerchantWallets) return { isSingle: false, wallets: WALLETS };
      if (endpoint === getPermissionData) return { brand: BRAND, whitelabel: [] };
      throw new Error(`unexpected call ${endpoint.method} ${endpoint.path}`);
    },
  );
}

/** The calls made to one endpoint, with their input. */
export function callsTo(
  callApi: Mock,
  endpoint: EndpointDef,
): { body?: Record<string, unknown>; query?: Record<string, unknown> }[] {
  return callApi.mock.calls.filter((c) => c[0] === endpoint).map((c) => c[1] ?? {});
}
