import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';
import type { AgentPage } from './agent-pages';

/**
 * The agent-center pages, each its own chunk (decision 005), like the member center's. The team
 * pages are the agent-team feature's, the dividend and salary pages the agent-contracts
 * feature's; personalHistoryCopy (own betting records), accountDetails (own ledger lines),
 * deposit and withdraw are the member features' pages, reused inside the agent layout (issue 15).
 */
const PAGES: Partial<Record<AgentPage, ComponentType>> = {
  agentAnnouncement: lazy(() =>
    import('../../agent-team/components/agent-announcements-page').then((m) => ({
      default: m.AgentAnnouncementsPage,
    })),
  ),
  agentTeamOverview: lazy(() =>
    import('../../agent-team/components/team-overview-page').then((m) => ({
      default: m.TeamOverviewPage,
    })),
  ),
  registerCenter: lazy(() =>
    import('../../agent-team/components/register-center-page').then((m) => ({
      default: m.RegisterCenterPage,
    })),
  ),
  downlineManagmentView: lazy(() =>
    import('../../agent-team/components/downlines-page').then((m) => ({
      default: m.DownlinesPage,
    })),
  ),
  personalHistoryCopy: lazy(() =>
    import('../../records/components/betting-records-page').then((m) => ({
      default: m.BettingRecordsPage,
    })),
  ),
  palStatementsAgentCopy: lazy(() =>
    import('../../agent-team/components/pal-page').then((m) => ({ default: m.PalPage })),
  ),
  agentRevenueReport: lazy(() =>
    import('../../agent-team/components/revenue-page').then((m) => ({ default: m.RevenuePage })),
  ),
  agentDownlineTransactionDetailsCopy: lazy(() =>
    import('../../agent-team/components/team-transactions-page').then((m) => ({
      default: m.TeamTransactionsPage,
    })),
  ),
  agentDividendRecordCopy2: lazy(() =>
    import('../../agent-contracts/components/contract-kind-page').then((m) => ({
      default: m.DividendPage,
    })),
  ),
  agentDailyWages2: lazy(() =>
    import('../../agent-contracts/components/contract-kind-page').then((m) => ({
      default: m.DailySalaryPage,
    })),
  ),
  agentHourSalary: lazy(() =>
    import('../../agent-contracts/components/contract-kind-page').then((m) => ({
      default: m.HourlySalaryPage,
    })),
  ),
  agentRealtimeSalary: lazy(() =>
    import('../../agent-contracts/components/contract-kind-page').then((m) => ({
      default: m.RealtimeSalaryPage,
    })),
  ),
  deposit: lazy(() =>
    import('../../payments/components/deposit-page').then((m) => ({ default: m.DepositPage })),
  ),
  withdraw: lazy(() =>
    import('../../payments/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  ),
  teamBetting: lazy(() =>
    import('../../agent-team/components/team-betting-page').then((m) => ({
      default: m.TeamBettingPage,
    })),
  ),
  userLoss: lazy(() =>
    import('../../agent-team/components/user-loss-page').then((m) => ({
      default: m.UserLossPage,
    })),
  ),
  myIncome: lazy(() =>
    import('../../agent-team/components/my-income-page').then((m) => ({
      default: m.MyIncomePage,
    })),
  ),
  accountDetails: lazy(() =>
    import('../../records/components/transaction-history-page').then((m) => ({
      default: m.TransactionHistoryPage,
    })),
  ),
};

/** The page's component, or null while its issue has not come (the frame says "coming soon"). */
export function agentPageComponent(page: AgentPage): ComponentType | null {
  return PAGES[page] ?? null;
}

export function AgentPageContent({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
