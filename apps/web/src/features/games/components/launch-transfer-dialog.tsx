import type { LaunchGameResult } from '@nova/contracts/api/game-launch';
import { WalletTransferRequestSchema } from '@nova/contracts/api/transfers';
import { toMinor } from '@nova/contracts/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { useWalletTransfer } from '../../funds/api/funds-queries';
import { useRequestId } from '../../funds/hooks/use-request-id';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import styles from './seamless-page.module.css';

type LaunchTransfer = NonNullable<LaunchGameResult['transfer']>;

export interface LaunchTransferDialogProps {
  transfer: LaunchTransfer;
  gameName: string;
  /** The money is on its way to the vendor wallet: open the game. */
  onDone: () => void;
  /** The player would rather not: leave the game screen. */
  onCancel: () => void;
}

/** Minor units as a person would type them: "1234.50", no grouping. */
function toInput(minor: bigint, scale: number): string {
  if (scale === 0) return minor.toString();
  const unit = 10n ** BigInt(scale);
  return `${minor / unit}.${(minor % unit).toString().padStart(scale, '0')}`;
}

/**
 * Decision 027: a transfer-mode game plays the vendor's own wallet; opened empty it would show 0
 * and refuse every bet. The player is asked how much to move there, the brand's amount
 * prefilled (all of main by default), checked with the transfer's contract schema and against
 * the main balance before it is sent. "Play without" opens the game as it is.
 */
export function LaunchTransferDialog({
  transfer,
  gameName,
  onDone,
  onCancel,
}: LaunchTransferDialogProps) {
  const { t } = useTranslation('games');
  const money = useMoneyFormat();
  const mutation = useWalletTransfer();
  const [requestId, renewRequestId] = useRequestId();
  const [amount, setAmount] = useState(() => toInput(toMinor(transfer.amount), money.scale));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const main = toMinor(transfer.mainBalance);

  async function submit() {
    setAlert(null);
    const minor = money.parse(amount.trim());
    const parsed = WalletTransferRequestSchema.safeParse({
      from: 'MAIN',
      to: transfer.vendor,
      amount: minor === null ? '' : minor.toString(),
      requestId,
    });
    if (minor === null || !parsed.success) {
      setFieldError(t('launchTransfer.invalid', { scale: money.scale }));
      return;
    }
    if (minor > main) {
      setFieldError(t('launchTransfer.exceeds', { amount: money.format(main) }));
      return;
    }
    setFieldError(null);
    try {
      const result = await mutation.mutateAsync(parsed.data);
      renewRequestId();
      const status = result.transfers[0]?.status;
      if (status === 'FAILED') setAlert(t('launchTransfer.refused'));
      else onDone();
    } catch (error) {
      setAlert(errorMessage(t, error));
      if (isApiError(error) && error.status >= 400 && error.status < 500) renewRequestId();
    }
  }

  return (
    <FormDialog
      id="launch-transfer"
      title={t('launchTransfer.title', { name: gameName })}
      icon="transfer"
      intro={t('launchTransfer.intro', { wallet: transfer.vendor })}
      onClose={onCancel}
      onSubmit={() => void submit()}
      submitLabel={t('launchTransfer.submit')}
      submitting={mutation.isPending}
      alert={alert}
    >
      <dl className={styles.transferFigures}>
        <div>
          <dt>{t('launchTransfer.main')}</dt>
          <dd data-testid="launch-transfer-main">{money.format(main)}</dd>
        </div>
        <div>
          <dt>{t('launchTransfer.vendor', { wallet: transfer.vendor })}</dt>
          <dd data-testid="launch-transfer-vendor">
            {money.format(transfer.vendorBalance)}
            {transfer.stale && <small> {t('launchTransfer.stale')}</small>}
          </dd>
        </div>
      </dl>
      <TextField
        label={t('launchTransfer.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={fieldError}
        data-testid="launch-transfer-amount"
      />
      <p className={styles.transferHint}>
        {t(transfer.backOnLeave ? 'launchTransfer.backOnLeave' : 'launchTransfer.manualBack')}
      </p>
    </FormDialog>
  );
}
