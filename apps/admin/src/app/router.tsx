import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { useOperator } from '../lib/session';
import { brandCards, memberPanels } from './composed-panels';
import { NAV } from './nav';
import { Root, RootError } from './root';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const MembersPage = lazy(() => import('../features/members/members-page'));
const MemberPage = lazy(() => import('../features/members/member-page'));
const ApprovalsPage = lazy(() => import('../features/approvals/approvals-page'));
const DepositsPage = lazy(() => import('../features/payments/deposits-page'));
const WithdrawalsPage = lazy(() => import('../features/payments/withdrawals-page'));
const TransfersPage = lazy(() => import('../features/transfers/transfers-page'));
const PaymentSettingsPage = lazy(
  () => import('../features/payment-settings/payment-settings-page'),
);
const RiskPage = lazy(() => import('../features/protection/risk-page'));
const KycPage = lazy(() => import('../features/kyc/kyc-page'));
const ContentPage = lazy(() => import('../features/content/content-page'));
const GamesPage = lazy(() => import('../features/games/games-page'));
const SystemPage = lazy(() => import('../features/system/system-page'));
const BrandPage = lazy(() => import('../features/brand/brand-page'));
const OperatorsPage = lazy(() => import('../features/operators/operators-page'));
const RolesPage = lazy(() => import('../features/operators/roles-page'));
const AuditPage = lazy(() => import('../features/audit/audit-page'));
const AgentsPage = lazy(() => import('../features/agents/agents-page'));
const AgentPage = lazy(() => import('../features/agents/agent-page'));
const ContractsPage = lazy(() => import('../features/agents/contracts-page'));
const StatementsPage = lazy(() => import('../features/agents/statements-page'));
const JobsPage = lazy(() => import('../features/jobs/jobs-page'));

/** The first screen: the dashboard, or the first screen this role may open. */
function Home() {
  const operator = useOperator();
  if (operator.permissions.includes('dashboard.read')) return <DashboardPage />;
  const first = NAV.find((item) => operator.permissions.includes(item.permission));
  return first ? <Navigate to={first.to} replace /> : <DashboardPage />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RootError />,
    children: [
      { index: true, element: <Home /> },
      { path: 'members', element: <MembersPage /> },
      { path: 'members/:id', element: <MemberPage panels={memberPanels} /> },
      { path: 'protection/risk', element: <RiskPage /> },
      { path: 'kyc', element: <KycPage /> },
      { path: 'agents', element: <AgentsPage /> },
      { path: 'agents/contracts', element: <ContractsPage /> },
      { path: 'agents/statements', element: <StatementsPage /> },
      { path: 'agents/:id', element: <AgentPage /> },
      { path: 'approvals', element: <ApprovalsPage /> },
      { path: 'payments/deposits', element: <DepositsPage /> },
      { path: 'payments/withdrawals', element: <WithdrawalsPage /> },
      { path: 'payments/transfers', element: <TransfersPage /> },
      { path: 'payments/settings', element: <PaymentSettingsPage /> },
      { path: 'content', element: <ContentPage /> },
      { path: 'games', element: <GamesPage /> },
      { path: 'system', element: <SystemPage /> },
      { path: 'brand', element: <BrandPage extraCards={brandCards()} /> },
      { path: 'operators', element: <OperatorsPage /> },
      { path: 'roles', element: <RolesPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
