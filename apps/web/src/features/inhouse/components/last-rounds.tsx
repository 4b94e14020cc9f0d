import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/datetime';
import { errorMessage } from '../../../lib/errors';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useGameSession } from '../hooks/game-session';
import styles from './panels.module.css';

/** The member's last rounds of this game, each with a link to verify it (SECURITY.md 32). */
export function LastRounds() {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const money = useMoneyFormat();
  if (session.rounds === null) {
    return session.loadError ? (
      <p className={styles.error} role="alert">
        {errorMessage(t, session.loadError)}
      </p>
    ) : (
      <Spinner label={t('loading')} />
    );
  }
  if (session.rounds.length === 0) {
    return <p className={styles.muted}>{t('rounds.empty')}</p>;
  }
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{t('rounds.title')}</h2>
      <ul className={styles.list} data-testid="inhouse-rounds">
        {session.rounds.map((round) => {
          const won = BigInt(round.payout) > 0n;
          return (
            <li key={round.roundId} className={styles.round} data-testid="inhouse-round">
              <span>
                {t('rounds.stake', { amount: money.format(round.stake) })}
                {round.status === 'OPEN' && ` · ${t('rounds.open')}`}
              </span>
              <span className={won ? styles.win : styles.loss}>
                {won ? money.format(round.payout) : money.format(0n)}
                {` · ${round.multiplier}×`}
              </span>
              <span className={styles.roundMeta}>{formatDateTime(new Date(round.createdAt))}</span>
              {session.trial ? (
                <span className={styles.roundMeta}>{t('trial.short')}</span>
              ) : (
                <Link
                  className={styles.link}
                  to={`/fairness?round=${round.roundId}`}
                  data-testid={`inhouse-verify-${round.roundId}`}
                >
                  {t('rounds.verify')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
