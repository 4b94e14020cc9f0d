import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useBalance } from '../../wallet/api/use-balance';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useMerchantWallets, useVendorBalances } from '../api/funds-queries';
import { useTransferForm } from '../hooks/use-transfer-form';
import { MAIN_WALLET, vendorTotal, walletEntries } from '../lib/wallets';
import { ErrorBlock, LoadingBlock } from './load-states';
import { RecentTransfers } from './recent-transfers';
import { TransferForm } from './transfer-form';
import styles from './transfer-fund.module.css';
import { WalletGrid } from './wallet-grid';
import { WalletSummary } from './wallet-summary';

/**
 * Member-center page transferFund (spec §2; §7 GCS_walletTransfer, merchant wallet): the wallet
 * grid, "all to main", the transfer form and the recent transfers.
 */
export function TransferFundPage() {
  const { t } = useTranslation('funds');
  const balance = useBalance();
  const wallets = useMerchantWallets();
  // The vendors' own balances replace our books' figures as they arrive (decision 027).
  const real = useVendorBalances();
  const money = useMoneyFormat();
  const entries = walletEntries(balance.data, wallets.data?.wallets, real.data);
  const form = useTransferForm(entries, money.scale);
  const names = new Map(entries.map((e) => [e.code, e.name ?? e.code]));
  const nameOf = (code: string) =>
    code === MAIN_WALLET ? t('wallets.main') : (names.get(code) ?? code);

  if (balance.isPending || wallets.isPending)
    return <LoadingBlock testId="transfer-fund-loading" />;
  if (balance.isError || wallets.isError) {
    const error = balance.error ?? wallets.error;
    return (
      <ErrorBlock
        testId="transfer-fund-error"
        message={t(`errors:${isApiError(error) ? error.code : 'INTERNAL'}`)}
        onRetry={() => {
          void balance.refetch();
          void wallets.refetch();
        }}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="transfer-fund-page">
      <WalletSummary balance={balance.data} vendors={vendorTotal(entries)} />
      <WalletGrid entries={entries} selected={[form.from, form.to]} onPick={form.pick} />
      <div className={styles.columns}>
        <TransferForm form={form} entries={entries} nameOf={nameOf} />
        <RecentTransfers nameOf={nameOf} />
      </div>
    </div>
  );
}
