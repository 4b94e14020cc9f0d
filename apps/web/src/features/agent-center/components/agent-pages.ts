import type { IconName } from '../../../components/icon-full';

/**
 * Spec §2 "Agent center pages" and the extra menu entries. Dividend and salary pages
 * (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary) stay out
 * until the contract and salary features exist.
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
