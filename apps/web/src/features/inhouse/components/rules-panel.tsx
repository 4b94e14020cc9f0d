import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import { useMoneyFormat } from '../../wallet/hooks/use-money-format';
import { useInhouseInfo } from '../api/inhouse-queries';
import { useGameSession } from '../hooks/game-session';
import styles from './panels.module.css';
import { PaytableView } from './paytable-view';
import { SlotPaytable } from './slot/slot-paytable';

/** The published rules of the game: RTP, stake limits, paytable and the jackpot rule. */
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
  // The slot's line pays read best as a table of symbols; the rest of the paytable as published.
  const { linePays: pays, paylines: _paylines, ...others } = game.paytable;
  const linePays =
    session.game === 'SLOT' && typeof pays === 'object' && pays !== null
      ? (pays as Record<string, unknown>)
      : null;
  const rest = linePays ? others : game.paytable;
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
      </div>
      <p className={styles.muted}>{t(`games.${session.game}.rules`)}</p>
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
        {linePays && (
          <>
            <p className={styles.muted}>{t('rules.linePays')}</p>
            <SlotPaytable linePays={linePays} />
          </>
        )}
        <PaytableView value={rest} />
      </div>
    </div>
  );
}
