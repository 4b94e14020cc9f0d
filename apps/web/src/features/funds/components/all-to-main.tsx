import type { WalletTransfer } from '@nova/contracts/api/transfers';
import { toMinor } from '@nova/contracts/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { isApiError } from '../../../lib/api-client';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useTransferAllToMain } from '../api/funds-queries';
import { useRequestId } from '../hooks/use-request-id';
import styles from './transfer-fund.module.css';

type Notice =
  | { kind: 'done' | 'lost'; amount: bigint }
  | { kind: 'nothing' | 'pending' | 'failed' }
  | { kind: 'error'; code: string };

function noticeOf(transfers: readonly WalletTransfer[]): Notice {
  if (transfers.length === 0) return { kind: 'nothing' };
  if (transfers.some((x) => x.status === 'UNKNOWN' || x.status === 'PENDING')) {
    return { kind: 'pending' };
  }
  if (transfers.some((x) => x.status === 'FAILED')) return { kind: 'failed' };
  const moved = transfers.reduce((sum, x) => sum + toMinor(x.amount), 0n);
  // Only wallets lost at the vendor: nothing moved, their losses booked (decision 027).
  if (moved === 0n) {
    return { kind: 'lost', amount: -transfers.reduce((s, x) => s + toMinor(x.gameResult), 0n) };
  }
  return { kind: 'done', amount: moved };
}

/** Spec §2 transferFund: one click brings every game wallet back to the main wallet. */
export function AllToMain() {
  const { t } = useTranslation('funds');
  const money = useMoneyFormat();
  const mutation = useTransferAllToMain();
  const [requestId, renewRequestId] = useRequestId();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run() {
    setNotice(null);
    try {
      const result = await mutation.mutateAsync({ requestId });
      setNotice(noticeOf(result.transfers));
      renewRequestId();
    } catch (error) {
      const code = isApiError(error) ? error.code : 'INTERNAL';
      setNotice(code === 'VENDOR_UNAVAILABLE' ? { kind: 'pending' } : { kind: 'error', code });
      if (isApiError(error) && error.status >= 400 && error.status < 500) renewRequestId();
    }
  }

  let text: string | null = null;
  if (notice?.kind === 'done' || notice?.kind === 'lost')
    text = t(`allToMain.${notice.kind}`, { amount: money.format(notice.amount) });
  else if (notice?.kind === 'error') text = t(`errors:${notice.code}`);
  else if (notice) text = t(`allToMain.${notice.kind}`);

  return (
    <div className={styles.allToMain}>
      <Button
        size="lg"
        onClick={run}
        loading={mutation.isPending}
        icon={<Icon name="refresh" size={18} />}
        data-testid="all-to-main"
      >
        {t('allToMain.button')}
      </Button>
      <p className={styles.allToMainHint}>{t('allToMain.hint')}</p>
      {text && (
        <p
          className={styles.notice}
          data-kind={notice?.kind}
          role="status"
          data-testid="all-to-main-result"
        >
          {text}
        </p>
      )}
    </div>
  );
}
