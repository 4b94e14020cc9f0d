/**
 * The four contract kinds as the agent center shows them (spec §2 agentDividendRecordCopy2,
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary; §3 "Consolidated data", "Contract").
 */
import {
  type Contract,
  type ContractKind,
  type ContractPeriod,
  type ContractState,
  DIVIDEND_PERIODS,
  type SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import type { ConsolidatedFunds } from '@nova/contracts/api/transfers';

export type ContractFlagKey = keyof Omit<ConsolidatedFunds, 'balance'>;

/** The consolidated flag of each kind: '0' n/a, '1' in force, '2' an offer waits. */
export const KIND_FLAG: Record<ContractKind, ContractFlagKey> = {
  DIVIDEND: 'divtypereq',
  SALARY_DAILY: 'dailysalreqtype',
  SALARY_HOURLY: 'contracthoursalreq',
  SALARY_REALTIME: 'realtimesalreqtype',
};

/** A salary's period follows its kind; a dividend's is chosen (contract ContractTermsSchema). */
const SALARY_PERIOD: Record<Exclude<ContractKind, 'DIVIDEND'>, ContractPeriod> = {
  SALARY_DAILY: 'DAILY',
  SALARY_HOURLY: 'HOURLY',
  SALARY_REALTIME: 'REALTIME',
};

/** The i18n key part of a kind (`kinds.<slug>`), and its test id part. */
export const KIND_SLUG: Record<ContractKind, string> = {
  DIVIDEND: 'dividend',
  SALARY_DAILY: 'daily',
  SALARY_HOURLY: 'hourly',
  SALARY_REALTIME: 'realtime',
};

export function isSalary(kind: ContractKind): boolean {
  return kind !== 'DIVIDEND';
}

/** The periods an offer of this kind may have: the four dividend periods, or the salary's own. */
export function periodsOf(kind: ContractKind): readonly ContractPeriod[] {
  return kind === 'DIVIDEND' ? DIVIDEND_PERIODS : [SALARY_PERIOD[kind]];
}

/** Rate types an offer of this kind may have: dividends are always a share of the net loss. */
export function rateTypesOf(kind: ContractKind): readonly SalaryRateType[] {
  return kind === 'DIVIDEND' ? ['PERCENT'] : ['PERCENT', 'FIXED'];
}

/** States in which a contract still binds or waits for someone (badges, terminate). */
export const OPEN_STATES: readonly ContractState[] = ['REQUESTED', 'OFFERED', 'SIGNED'];

export function isOpen(contract: Pick<Contract, 'state'>): boolean {
  return OPEN_STATES.includes(contract.state);
}

export type ContractAction = 'sign' | 'refuse' | 'withdraw' | 'answer' | 'terminate';

/**
 * What the asking agent may do with a contract (spec §4 "Contracts"): the downline signs or
 * refuses an offer; the upline withdraws its open offer, refuses or answers a request; either
 * side terminates a signed one (once: then it has an end). Refused and terminated contracts are
 * history.
 */
export function contractActions(
  contract: Pick<Contract, 'state' | 'role'> & { endsAt?: string | null },
): ContractAction[] {
  const { state, role } = contract;
  // A signed contract with an end is already terminated after its current period.
  if (state === 'SIGNED') return contract.endsAt ? [] : ['terminate'];
  if (role === 'DOWNLINE') return state === 'OFFERED' ? ['sign', 'refuse'] : [];
  if (state === 'OFFERED') return ['withdraw'];
  if (state === 'REQUESTED') return ['answer', 'refuse'];
  return [];
}
