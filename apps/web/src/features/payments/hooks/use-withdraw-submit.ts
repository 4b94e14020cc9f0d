import type { WithdrawOverview } from '@nova/contracts/api/withdrawals';
import { toMinor } from '@nova/contracts/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useSecurityToast } from '../../security/hooks/use-security-toast';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import { useCreateWithdrawal } from '../api/withdraw-queries';
import { amountMessage } from '../lib/amount-message';
import { checkAmount } from '../lib/amount-rules';
import { useRequestId } from './use-request-id';

export interface WithdrawErrors {
  account?: string;
  amount?: string;
  paymentPassword?: string;
}

/**
 * The withdrawal form: an account, an amount within the brand's limits and the withdrawable
 * balance, and the 6-digit payment password; one request id per withdrawal.
 */
export function useWithdrawSubmit(overview: WithdrawOverview, money: MoneyFormat) {
  const { t } = useTranslation(['payments', 'errors']);
  const toast = useSecurityToast((s) => s.show);
  const { requestId, renew } = useRequestId();
  const [accountId, setAccountId] = useState<number | null>(overview.bankAccounts[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useCreateWithdrawal();
  const limits = {
    scale: money.scale,
    min: toMinor(overview.minAmount),
    max: toMinor(overview.maxAmount),
    available: toMinor(overview.withdrawable),
  };
  const account = overview.bankAccounts.find((a) => a.id === accountId) ?? overview.bankAccounts[0];

  async function submit(): Promise<void> {
    if (mutation.isPending) return;
    const check = checkAmount(amount, limits, money.parse);
    const next: WithdrawErrors = {};
    if (!account) next.account = t('withdraw.accountRequired');
    if (!check.ok) next.amount = amountMessage(t, check.issue, limits, money);
    if (!/^\d{6}$/u.test(paymentPassword))
      next.paymentPassword = t('withdraw.paymentPasswordInvalid');
    setErrors(next);
    setAlert(null);
    if (!check.ok || !account || Object.keys(next).length > 0) return;
    try {
      const withdrawal = await mutation.mutateAsync({
        bankAccountId: account.id,
        amount: check.minor.toString(),
        paymentPassword,
        requestId,
      });
      renew();
      setAmount('');
      setPaymentPassword('');
      toast(t('withdraw.submitted', { amount: money.format(withdrawal.amount) }));
    } catch (error) {
      setPaymentPassword('');
      setAlert(errorMessage(t, error));
    }
  }

  return {
    limits,
    account,
    fields: {
      setAccountId,
      amount,
      setAmount: (value: string) => {
        setAmount(value);
        setErrors((current) => ({ ...current, amount: undefined }));
      },
      paymentPassword,
      setPaymentPassword,
    },
    errors,
    alert,
    busy: mutation.isPending,
    submit,
  };
}
