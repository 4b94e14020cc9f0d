import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useInhouseInfo } from '../api/inhouse-queries';
import { useGameSession } from '../hooks/game-session';
import styles from './panels.module.css';
import { PaytableView } from './paytable-view';

/**
 * The published rules of the game: RTP, stake limits, the maximum payout per round (decision
 * 018), paytable and the jackpot rule.
 */
export function RulesPanel() {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const money = useMoneyFormat();
  const info = useInhouseInfo();
  if (info.isPending) return <Spinner label={t('loading')} />;
  if (info.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorMessage(t, info.error)}
      </p>
    );
  }
  const game = info.data.games.find((g) => g.game === session.game);
  if (!game) return <p className={styles.muted}>{t('rules.none')}</p>;
  const rule = info.data.jackpotRule;
  const maxPayout = money.format(game.maxPayout);
  return (
    <div className={styles.panel} data-testid="inhouse-rules">
      <div className={styles.stat}>
        <div className={styles.statItem}>
          <span className={styles.label}>{t('rules.rtp')}</span>
          <strong data-testid="inhouse-rtp">{`${game.rtp}%`}</strong>
        </div>
        <div className={styles.statItem}>
          <span className={styles.label}>{t('rules.method')}</span>
          <strong>{t(`rules.methods.${game.rtpMethod}`)}</strong>
        </div>
        <div className={styles.statItem}>
          <span className={styles.label}>{t('rules.minStake')}</span>
          <strong>{money.format(game.minStake)}</strong>
        </div>
        <div className={styles.statItem}>
          <span className={styles.label}>{t('rules.maxStake')}</span>
          <strong>{money.format(game.maxStake)}</strong>
        </div>
        {/* A full row: the fifth item, and the figure the rules text below refers to. */}
        <div className={styles.statItem} style={{ gridColumn: '1 / -1' }}>
          <span className={styles.label}>{t('rules.maxPayout')}</span>
          <strong data-testid="inhouse-max-payout">{maxPayout}</strong>
        </div>
      </div>
      <p className={styles.muted}>{t(`games.${session.game}.rules`)}</p>
      <p className={styles.muted} data-testid="inhouse-max-payout-rule">
        {t('rules.maxPayoutRule', { amount: maxPayout })}
        {session.game === 'CRASH' && ` ${t('rules.crash.maxWin', { amount: maxPayout })}`}
      </p>
      {game.jackpot.canWin && (
        <p className={styles.muted} data-testid="inhouse-jackpot-rule">
          {t('rules.jackpotWin', {
            odds: rule.odds,
            minStake: money.format(rule.minStake),
            share: (rule.contributionBps / 100).toFixed(2),
          })}
        </p>
      )}
      {game.jackpot.contributes && !game.jackpot.canWin && (
        <p className={styles.muted}>
          {t('rules.jackpotContributes', { share: (rule.contributionBps / 100).toFixed(2) })}
        </p>
      )}
      <h2 className={styles.heading}>{t('rules.paytable')}</h2>
      <div className={styles.scroll}>
        <PaytableView game={game.game} paytable={game.paytable} />
      </div>
    </div>
  );
}
