import type { OpsHeldTransfer } from '@nova/contracts/api/ops-transfers';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where the money goes: main wallet → vendor (IN) or vendor → main wallet (OUT). */
export function Route({ transfer }: { transfer: Pick<OpsHeldTransfer, 'direction' | 'vendor'> }) {
  const { t } = useTranslation();
  const main = t('transfers.main');
  const [from, to] =
    transfer.direction === 'IN' ? [main, transfer.vendor] : [transfer.vendor, main];
  return (
    <span className="xfer-route">
      <span>{from}</span>
      <ArrowRight size={13} aria-hidden="true" />
      <span className="sr-only">{t('transfers.to')}</span>
      <span>{to}</span>
    </span>
  );
}
