import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';
import { SecurityCenter } from '../../security/components/security-center';
import type { MemberPage } from './member-pages';

/**
 * The component of each built member-center page; each money page is its own chunk so the
 * member center does not download every form at once (decision 005).
 */
const PAGES: Partial<Record<MemberPage, ComponentType>> = {
  securityCenter: SecurityCenter,
  depositv2: lazy(() =>
    import('../../payments/components/deposit-page').then((m) => ({ default: m.DepositPage })),
  ),
  withdraw: lazy(() =>
    import('../../payments/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  ),
  transferFund: lazy(() =>
    import('../../funds/components/transfer-fund-page').then((m) => ({
      default: m.TransferFundPage,
    })),
  ),
  transferUpline: lazy(() =>
    import('../../funds/components/transfer-upline-page').then((m) => ({
      default: m.TransferUplinePage,
    })),
  ),
  personalHistoryCopy: lazy(() =>
    import('../../records/components/betting-records-page').then((m) => ({
      default: m.BettingRecordsPage,
    })),
  ),
  transactionHistory: lazy(() =>
    import('../../records/components/transaction-history-page').then((m) => ({
      default: m.TransactionHistoryPage,
    })),
  ),
  personalProfit: lazy(() =>
    import('../../records/components/personal-profit-page').then((m) => ({
      default: m.PersonalProfitPage,
    })),
  ),
  bonusDetails: lazy(() =>
    import('../../records/components/bonus-details-page').then((m) => ({
      default: m.BonusDetailsPage,
    })),
  ),
};

/** The page's component, or null when its issue has not come yet. */
export function memberPageComponent(page: MemberPage): ComponentType | null {
  return PAGES[page] ?? null;
}

export function MemberPageContent({ page }: { page: MemberPage }) {
  const Page = memberPageComponent(page);
  if (!Page) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
