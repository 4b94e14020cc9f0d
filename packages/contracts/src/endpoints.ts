/**
 * Every endpoint of the production API, collected from the contract modules rather than listed
 * one by one: each endpoint a module below exports is in ALL_ENDPOINTS. `endpoints.test.ts`
 * checks that every module of `api/` is here (except the development-only `dev.ts`), and the
 * server's `plugins/openapi.test.ts` that the server registers exactly these routes, plus a
 * reviewed list of raw ones (decision 033).
 */
import * as agent from './api/agent.ts';
import * as agentContracts from './api/agent-contracts.ts';
import * as agentTeam from './api/agent-team.ts';
import * as betRecords from './api/bet-records.ts';
import * as captcha from './api/captcha.ts';
import * as content from './api/content.ts';
import * as gameLaunch from './api/game-launch.ts';
import * as gameVendors from './api/game-vendors.ts';
import * as games from './api/games.ts';
import * as health from './api/health.ts';
import * as helpCenter from './api/help-center.ts';
import * as inhouse from './api/inhouse.ts';
import * as kyc from './api/kyc.ts';
import * as login from './api/login.ts';
import * as ops from './api/ops.ts';
import * as opsAgents from './api/ops-agents.ts';
import * as opsApprovals from './api/ops-approvals.ts';
import * as opsAuth from './api/ops-auth.ts';
import * as opsBrand from './api/ops-brand.ts';
import * as opsContent from './api/ops-content.ts';
import * as opsContentPages from './api/ops-content-pages.ts';
import * as opsDashboard from './api/ops-dashboard.ts';
import * as opsGames from './api/ops-games.ts';
import * as opsKyc from './api/ops-kyc.ts';
import * as opsMembers from './api/ops-members.ts';
import * as opsMoney from './api/ops-money.ts';
import * as opsOperators from './api/ops-operators.ts';
import * as opsPaymentSettings from './api/ops-payment-settings.ts';
import * as opsProtection from './api/ops-protection.ts';
import * as opsTransfers from './api/ops-transfers.ts';
import * as password from './api/password.ts';
import * as payments from './api/payments.ts';
import * as protection from './api/protection.ts';
import * as records from './api/records.ts';
import * as register from './api/register.ts';
import * as registerSettings from './api/register-settings.ts';
import * as security from './api/security.ts';
import * as session from './api/session.ts';
import * as social from './api/social.ts';
import * as system from './api/system.ts';
import * as transfers from './api/transfers.ts';
import * as vendorWallet from './api/vendor-wallet.ts';
import * as wallet from './api/wallet.ts';
import * as winnersAndJackpot from './api/winners-and-jackpot.ts';
import * as withdrawals from './api/withdrawals.ts';
import type { EndpointDef } from './endpoint.ts';

/** The contract modules of the production API, by file name under `api/`. */
export const API_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  agent,
  'agent-contracts': agentContracts,
  'agent-team': agentTeam,
  'bet-records': betRecords,
  captcha,
  content,
  'game-launch': gameLaunch,
  'game-vendors': gameVendors,
  games,
  health,
  'help-center': helpCenter,
  inhouse,
  login,
  ops,
  'ops-money': opsMoney,
  'ops-auth': opsAuth,
  'ops-members': opsMembers,
  'ops-approvals': opsApprovals,
  'ops-dashboard': opsDashboard,
  'ops-operators': opsOperators,
  'ops-content': opsContent,
  'ops-content-pages': opsContentPages,
  'ops-brand': opsBrand,
  'ops-games': opsGames,
  'ops-transfers': opsTransfers,
  'ops-payment-settings': opsPaymentSettings,
  'ops-protection': opsProtection,
  'ops-kyc': opsKyc,
  'ops-agents': opsAgents,
  protection,
  kyc,
  password,
  payments,
  records,
  register,
  'register-settings': registerSettings,
  security,
  session,
  social,
  system,
  transfers,
  'vendor-wallet': vendorWallet,
  wallet,
  'winners-and-jackpot': winnersAndJackpot,
  withdrawals,
};

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** Does this export look like a `defineEndpoint(...)` result? */
export function isEndpoint(value: unknown): value is EndpointDef {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<EndpointDef>;
  return (
    typeof e.method === 'string' &&
    METHODS.has(e.method) &&
    typeof e.path === 'string' &&
    e.path.startsWith('/') &&
    typeof e.auth === 'string' &&
    typeof e.response === 'object'
  );
}

/** The endpoints a module exports (each once, in export order). */
export function endpointsOf(module: Readonly<Record<string, unknown>>): EndpointDef[] {
  return Object.values(module).filter(isEndpoint);
}

export const ALL_ENDPOINTS: readonly EndpointDef[] = [
  ...new Set(Object.values(API_MODULES).flatMap(endpointsOf)),
];
