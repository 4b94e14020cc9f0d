import type { Downline } from '@nova/contracts/api/agent-team';
import type { MemberTransferResult } from '@nova/contracts/api/transfers';
import { REMARK_MAX_LENGTH } from '@nova/contracts/constants';
import type { ErrorCode } from '@nova/contracts/errors';
import { toMinor } from '@nova/contracts/money';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormDialog } from '../../../components/form-dialog';
import { Modal } from '../../../components/modal/modal';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { useTransferTargets, useTransferToMember } from '../../funds/api/funds-queries';
import { ErrorBlock, LoadingBlock } from '../../funds/components/load-states';
import { NoPaymentPassword } from '../../funds/components/no-payment-password';
import { RemarkField } from '../../funds/components/remark-field';
import { UplineSuccess } from '../../funds/components/upline-success';
import { useRequestId } from '../../funds/hooks/use-request-id';
import { useBalance } from '../../wallet/api/use-balance';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { agentTeamKeys } from '../api/team-queries';
import {
  checkTransfer,
  type TransferDraft,
  type TransferField,
  type TransferIssue,
  type TransferLimits,
} from '../lib/transfer-check';

const NAME = 'downline-transfer';

/**
 * Send money to one downline from downline management (issue 15; spec §6 "Uplines offer
 * contracts and transfers to downlines"): the existing transfer call (`transferToMember`, target
 * DOWNLINE) with its idempotency key, the brand's limits and the payment password, as on the
 * transferUpline page.
 */
export function TransferDownlineDialog({
  downline,
  onClose,
}: {
  downline: Pick<Downline, 'account'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('agentTeam');
  const targets = useTransferTargets();
  const balance = useBalance();
  const title = t('transfer.title', { account: downline.account });
  const frame = (body: ReactNode) => (
    <Modal name={NAME} title={title} onClose={onClose} size="sm">
      {body}
    </Modal>
  );

  if (targets.isPending || balance.isPending) {
    return frame(<LoadingBlock testId={`${NAME}-loading`} />);
  }
  if (targets.isError || balance.isError) {
    const error = targets.error ?? balance.error;
    return frame(
      <ErrorBlock
        testId={`${NAME}-load-error`}
        message={t(`errors:${isApiError(error) ? error.code : 'INTERNAL'}`)}
        onRetry={() => {
          void targets.refetch();
          void balance.refetch();
        }}
      />,
    );
  }
  if (!targets.data.canTransferToDownline) {
    return frame(
      <EmptyState
        icon="transfer"
        title={t('transfer.notAllowed')}
        description={t('transfer.notAllowedHint')}
      />,
    );
  }
  if (!targets.data.paymentPasswordSet) return frame(<NoPaymentPassword />);
  return (
    <TransferForm
      account={downline.account}
      title={title}
      onClose={onClose}
      limits={{
        min: toMinor(targets.data.minAmount),
        max: toMinor(targets.data.maxAmount),
        available: toMinor(balance.data.main),
      }}
    />
  );
}

/** Where a refusal of the server belongs (the rest is the form's). */
const FIELD_OF_CODE: Partial<Record<ErrorCode, [TransferField, TransferIssue]>> = {
  PAYMENT_PASSWORD_INVALID: ['paymentPassword', 'password'],
  AMOUNT_OUT_OF_RANGE: ['amount', 'range'],
  INSUFFICIENT_FUNDS: ['amount', 'exceeds'],
};

const EMPTY_DRAFT: TransferDraft = { amount: '', paymentPassword: '', remark: '' };

function TransferForm({
  account,
  title,
  limits,
  onClose,
}: {
  account: string;
  title: string;
  limits: TransferLimits;
  onClose: () => void;
}) {
  const { t } = useTranslation(['agentTeam', 'errors']);
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const mutation = useTransferToMember();
  const [requestId, renewRequestId] = useRequestId();
  const [draft, setDraft] = useState<TransferDraft>(EMPTY_DRAFT);
  const [issues, setIssues] = useState<Partial<Record<TransferField, TransferIssue>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<MemberTransferResult | null>(null);
  const range = { min: money.format(limits.min), max: money.format(limits.max) };

  function change(field: TransferField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setIssues((current) => ({ ...current, [field]: undefined }));
    setAlert(null);
  }

  function message(field: TransferField): string | null {
    const issue = issues[field];
    if (!issue) return null;
    return t(`transfer.errors.${issue}`, {
      ...range,
      scale: money.scale,
      amount: money.format(limits.available),
      limit: REMARK_MAX_LENGTH,
    });
  }

  async function submit() {
    const checked = checkTransfer(draft, limits, money.parse);
    setIssues(checked.issues);
    setAlert(null);
    if (checked.minor === null) return;
    const remark = draft.remark.trim();
    try {
      const done = await mutation.mutateAsync({
        target: 'DOWNLINE',
        toAccount: account,
        amount: checked.minor.toString(),
        paymentPassword: draft.paymentPassword,
        requestId,
        remark: remark === '' ? undefined : remark,
      });
      setResult(done);
      renewRequestId();
      // The downline's balance in the list moved.
      void queryClient.invalidateQueries({ queryKey: agentTeamKeys.downlines });
    } catch (error) {
      // A refusal is final for this key; an unknown outcome retries with the same key.
      if (isApiError(error) && error.status >= 400 && error.status < 500) renewRequestId();
      const field = FIELD_OF_CODE[isApiError(error) ? error.code : 'INTERNAL'];
      if (field) setIssues({ [field[0]]: field[1] });
      else setAlert(errorMessage(t, error));
    }
  }

  if (result) {
    return (
      <Modal name={NAME} title={title} onClose={onClose} size="sm">
        <UplineSuccess
          result={result}
          onAgain={() => {
            setResult(null);
            setDraft(EMPTY_DRAFT);
          }}
        />
      </Modal>
    );
  }

  return (
    <FormDialog
      id={NAME}
      title={title}
      icon="transfer"
      intro={t('transfer.intro', { account, amount: money.format(limits.available) })}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('transfer.submit')}
      submitting={mutation.isPending}
      alert={alert}
    >
      <TextField
        label={t('transfer.amount')}
        name="amount"
        icon="coins"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('transfer.amountPlaceholder')}
        value={draft.amount}
        onChange={(event) => change('amount', event.target.value)}
        error={message('amount')}
        hint={t('transfer.range', range)}
        data-testid={`${NAME}-amount`}
      />
      <TextField
        label={t('transfer.paymentPassword')}
        name="paymentPassword"
        type="password"
        icon="lock"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder={t('transfer.paymentPasswordPlaceholder')}
        value={draft.paymentPassword}
        onChange={(event) => change('paymentPassword', event.target.value.replace(/\D/gu, ''))}
        error={message('paymentPassword')}
        data-testid={`${NAME}-password`}
      />
      <RemarkField
        value={draft.remark}
        onChange={(value) => change('remark', value)}
        error={message('remark')}
      />
    </FormDialog>
  );
}
