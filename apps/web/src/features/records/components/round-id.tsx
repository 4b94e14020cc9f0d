import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { useCopyText } from '../../../components/use-copy-text';
import styles from './bet-records.module.css';

/** Long ids (uuids, vendor round ids) keep their head and tail; the whole id is in the title. */
export function shortRoundId(id: string): string {
  return id.length <= 12 ? id : `${id.slice(0, 6)}…${id.slice(-4)}`;
}

/** A round id, short, with a button that copies the whole id (support asks for it). */
export function RoundId({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation('records');
  // Without a clipboard the full id is still in the title.
  const { copied, copy } = useCopyText();

  return (
    <span className={styles.roundId}>
      <span className="visually-hidden">{label} </span>
      <code title={id} data-testid="bet-record-round">
        {shortRoundId(id)}
      </code>
      <button
        type="button"
        className={styles.copy}
        onClick={() => copy(id)}
        aria-label={copied ? t('common:copied') : t('bets.copyRound')}
        title={copied ? t('common:copied') : t('bets.copyRound')}
        data-testid="bet-record-copy"
      >
        <Icon name={copied ? 'check' : 'copy'} size={14} />
      </button>
    </span>
  );
}
