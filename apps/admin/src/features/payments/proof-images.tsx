import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';

/**
 * A deposit's slips or a disputed withdrawal's proofs, shown inline (`large` in a detail view);
 * a click opens one full size. Each read is audited.
 */
export function ProofImages({ ids, large = false }: { ids: readonly number[]; large?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (ids.length === 0) return <span className="muted">{t('payments.noSlip')}</span>;
  return (
    <>
      <span className={`slips${large ? ' slips-large' : ''}`}>
        {ids.map((id, index) => (
          <button
            type="button"
            key={id}
            className="slip"
            onClick={() => setOpen(id)}
            aria-label={t('payments.openSlip', { n: index + 1 })}
          >
            <img src={`/ops/uploads/${id}`} alt="" loading="lazy" />
          </button>
        ))}
      </span>
      <Dialog open={open !== null} wide title={t('payments.slip')} onClose={() => setOpen(null)}>
        {open !== null ? (
          <img className="slip-full" src={`/ops/uploads/${open}`} alt={t('payments.slip')} />
        ) : null}
      </Dialog>
    </>
  );
}
