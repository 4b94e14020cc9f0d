import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import styles from './bet-records.module.css';

/** Long ids (uuids, vendor round ids) keep their head and tail; the whole id is in the title. */
export function shortRoundId(id: string): string {
  return id.length <= 12 ? id : `${id.slice(0, 6)}…${id.slice(-4)}`;
}

/** A round id, short, with a button that copies the whole id (support asks for it). */
export function RoundId({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation('records');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
    } catch {
      // No clipboard (insecure context): the full id is still in the title.
    }
  }

  return (
    <span className={styles.roundId}>
      <span className="visually-hidden">{label} </span>
      <code title={id} data-testid="bet-record-round">
        {shortRoundId(id)}
      </code>
      <button
        type="button"
        className={styles.copy}
        onClick={copy}
        aria-label={copied ? t('common:copied') : t('bets.copyRound')}
        title={copied ? t('common:copied') : t('bets.copyRound')}
        data-testid="bet-record-copy"
      >
        <Icon name={copied ? 'check' : 'copy'} size={14} />
      </button>
    </span>
  );
}
