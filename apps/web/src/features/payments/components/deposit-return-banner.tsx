import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { queryKeys } from '../../../lib/query-keys';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { DEPOSIT_POLL_MS, useDepositStatus } from '../api/deposit-queries';
import { useNow } from '../hooks/use-now';
import { ResultPanel } from './result-panel';

export const RETURN_POLL_LIMIT_MS = 60_000;

export interface DepositReturnBannerProps {
  reference: string;
  money: MoneyFormat;
  onDismiss: () => void;
}

/**
 * The member is back from the gateway's hosted page: the deposit is polled every 2 s until
 * the gateway's callback decided it (at most about a minute), then the wallet refreshes.
 */
export function DepositReturnBanner({ reference, money, onDismiss }: DepositReturnBannerProps) {
  const { t } = useTranslation(['payments', 'errors']);
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const now = useNow(true, DEPOSIT_POLL_MS);
  const withinLimit = now - startedAt < RETURN_POLL_LIMIT_MS;
  const deposit = useDepositStatus(reference, startedAt + RETURN_POLL_LIMIT_MS);
  const status = deposit.data?.status;
  const decided = status !== undefined && status !== 'PENDING';

  useEffect(() => {
    if (!decided) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.root });
    void queryClient.invalidateQueries({ queryKey: queryKeys.payments.deposits });
  }, [decided, queryClient]);

  const close = (
    <Button variant="outline" size="sm" onClick={onDismiss} data-testid="deposit-return-close">
      {t('common:close')}
    </Button>
  );
  if (deposit.isError) {
    return (
      <ResultPanel
        tone="danger"
        title={t('return.errorTitle')}
        action={close}
        testId="deposit-return"
      >
        <p>{errorMessage(t, deposit.error)}</p>
      </ResultPanel>
    );
  }
  if (!deposit.data || status === 'PENDING') {
    return (
      <ResultPanel
        tone="pending"
        title={withinLimit ? t('return.checking') : t('return.stillPending')}
        testId="deposit-return"
      >
        <p>{t('return.reference', { reference })}</p>
        {withinLimit && <Spinner size="sm" />}
      </ResultPanel>
    );
  }
  const amount = money.format(deposit.data.amount);
  return status === 'APPROVED' ? (
    <ResultPanel
      tone="success"
      title={t('return.successTitle')}
      action={close}
      testId="deposit-return"
    >
      <p data-testid="deposit-return-amount">{t('return.successBody', { amount })}</p>
      <p>{t('return.reference', { reference })}</p>
    </ResultPanel>
  ) : (
    <ResultPanel
      tone="danger"
      title={t('return.failedTitle')}
      action={close}
      testId="deposit-return"
    >
      <p>{t('return.failedBody', { amount, status: t(`depositStatus.${status}`) })}</p>
      <p>{t('return.reference', { reference })}</p>
    </ResultPanel>
  );
}
