import type { IconName } from '../../../components/icon-full';

/**
 * Spec §2 "Agent center pages" and the extra menu entries. The dividend and salary pages
 * (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary) show only
 * when their feature applies to the agent: the consolidated flags (spec §3) say so.
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'deposit',
  'withdraw',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'platformMessages',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export const AGENT_PAGE_ICONS: Record<AgentPage, IconName> = {
  agentAnnouncement: 'bell',
  agentTeamOverview: 'users',
  registerCenter: 'user-plus',
  downlineManagmentView: 'list',
  personalHistoryCopy: 'file',
  palStatementsAgentCopy: 'chart',
  agentRevenueReport: 'coins',
  agentDownlineTransactionDetailsCopy: 'transfer',
  agentDividendRecordCopy2: 'percent',
  agentDailyWages2: 'coins',
  agentHourSalary: 'clock',
  agentRealtimeSalary: 'zap',
  deposit: 'deposit',
  withdraw: 'withdraw',
  teamBetting: 'trophy',
  userLoss: 'percent',
  myIncome: 'wallet',
  accountDetails: 'user',
  platformMessages: 'mail',
};

export function agentPageFrom(value: string | null): AgentPage {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '')
    ? (value as AgentPage)
    : DEFAULT_AGENT_PAGE;
}

/** Consolidated data (spec §3): '0' the feature does not apply, otherwise it does. */
export interface ContractFlags {
  dailysalreqtype: string;
  divtypereq: string;
  contracthoursalreq: string;
  realtimesalreqtype: string;
}

/** Which consolidated flag decides a contract page's presence (spec §2 "only if ..."). */
const FLAG_OF: Partial<Record<AgentPage, keyof ContractFlags>> = {
  agentDividendRecordCopy2: 'divtypereq',
  agentDailyWages2: 'dailysalreqtype',
  agentHourSalary: 'contracthoursalreq',
  agentRealtimeSalary: 'realtimesalreqtype',
};

/** The menu's pages: contract pages only when their flag is set (unknown flags: hidden). */
export function visibleAgentPages(flags: ContractFlags | undefined): AgentPage[] {
  return AGENT_PAGES.filter((page) => {
    const flag = FLAG_OF[page];
    return flag === undefined || (flags !== undefined && flags[flag] !== '0');
  });
}
