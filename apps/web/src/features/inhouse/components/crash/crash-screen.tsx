import { CRASH_AUTO_CASHOUT } from '@nova/contracts/constants';
import { crashMultiplierAt } from '@nova/games-math/crash';
import { settledPayout } from '@nova/games-math/payout';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/button';
import { Spinner } from '../../../../components/spinner';
import { errorMessage } from '../../../../lib/errors';
import { useSession } from '../../../session/hooks/use-session';
import { useMoneyFormat } from '../../../wallet/hooks/use-money-format';
import { useGameSession } from '../../hooks/game-session';
import { useCrash } from '../../hooks/use-crash';
import { useRoundAction } from '../../hooks/use-round-action';
import { betAt, crashBand } from '../../lib/crash-state';
import { hundredthsToMultiplier } from '../../lib/games';
import { CRASH_UNTARGETED_TOP_BPS, crashAutoTarget } from '../../lib/payout-cap';
import { ScreenError } from '../screen-parts';
import { defaultStake, StakeInput } from '../stake-input';
import styles from './crash.module.css';
import { CrashCanvas } from './crash-canvas';

/** The fairness page with a crash round's link, the link it must hash to, and the salt. */
export function crashProofLink(hash: string, previous: string | undefined, salt: string): string {
  const query = new URLSearchParams({ hash, salt });
  if (previous) query.set('previous', previous);
  return `/fairness?${query.toString()}`;
}

/** Re-render every `ms` while `active` (the curve and the countdown move with the clock). */
function useTick(active: boolean, ms = 50): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}

/**
 * Crash (issue 5): one multiplayer round at a time over the realtime connection. Bets are
 * taken while BETTING; the multiplier rises while RUNNING and the server's clock decides a
 * cash-out; the crash point and its chain link are published once CRASHED.
 */
export function CrashScreen() {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const { member, isTrial } = useSession();
  const money = useMoneyFormat();
  const canBet = !session.trial && member !== null && !isTrial;
  const crash = useCrash(member !== null, isTrial || session.trial);
  const [stake, setStake] = useState(() => defaultStake(money.scale));
  const [auto, setAuto] = useState('');
  const { busy, error, run: runAction } = useRoundAction();
  const state = crash.state;
  const status = state?.round.status;
  useTick(status === 'RUNNING' || status === 'BETTING');

  if (member === null) {
    return <p className={styles.prompt}>{t('trial.loginToBet')}</p>;
  }
  if (!state) {
    return crash.isError ? (
      <p className={styles.error} role="alert">
        {errorMessage(t, crash.error)}
      </p>
    ) : (
      <Spinner size="lg" label={t('loading')} />
    );
  }

  const round = state.round;
  const now = crash.serverNow();
  const startedAt = round.startedAt ? Date.parse(round.startedAt) : null;
  const elapsed = startedAt === null ? null : Math.max(0, now - startedAt);
  const multiplier =
    round.status === 'CRASHED'
      ? (round.crashPoint ?? 100)
      : round.status === 'RUNNING' && elapsed !== null
        ? crashMultiplierAt(elapsed)
        : 100;
  const countdown = Math.max(0, Date.parse(round.bettingEndsAt) - now);
  // While the round runs, a bet past its auto target is shown cashed out there: the server
  // cashes it out on its own clock, before its event reaches this screen.
  const myBet =
    state.myBet && round.status === 'RUNNING' ? betAt(state.myBet, multiplier) : state.myBet;
  const autoValue = auto.trim() ? Math.round(Number.parseFloat(auto) * 100) : null;
  // The bet's own bounds (1.01x to 10,000x): the server refuses a target outside them.
  const autoInvalid =
    autoValue !== null &&
    (!Number.isFinite(autoValue) ||
      autoValue < CRASH_AUTO_CASHOUT.min ||
      autoValue > CRASH_AUTO_CASHOUT.max);

  function run(action: () => Promise<{ balance: string }>) {
    return runAction(async () => {
      const answer = await action();
      session.applyBalance(answer.balance);
    });
  }

  return (
    <div className={styles.screen}>
      <div className={styles.stage}>
        <ol className={styles.history} aria-label={t('crash.history')} data-testid="crash-history">
          {state.history.map((item, index) => (
            <li key={item.roundId} data-band={crashBand(item.crashPoint)}>
              <Link
                to={crashProofLink(item.hash, state.history[index + 1]?.hash, state.chain.salt)}
                aria-label={t('crash.verifyPoint', {
                  multiplier: hundredthsToMultiplier(item.crashPoint),
                })}
              >
                {`${hundredthsToMultiplier(item.crashPoint)}×`}
              </Link>
            </li>
          ))}
        </ol>
        <div className={styles.sky} data-phase={round.status}>
          <CrashCanvas
            elapsedMs={round.status === 'BETTING' ? null : (elapsed ?? 0)}
            crashed={round.status === 'CRASHED'}
          />
          <div className={styles.overlay} aria-live="polite">
            <span className={styles.phase} data-testid="crash-phase" data-phase={round.status}>
              {round.status === 'BETTING'
                ? t('crash.startsIn', { seconds: (countdown / 1000).toFixed(1) })
                : t(`crash.phase.${round.status}`)}
            </span>
            <strong
              className={styles.multiplier}
              data-testid="crash-multiplier"
              data-value={multiplier}
            >
              {`${hundredthsToMultiplier(multiplier)}×`}
            </strong>
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        {canBet ? (
          <>
            <StakeInput
              value={stake}
              onChange={setStake}
              disabled={busy || myBet !== null}
              topBps={
                autoValue !== null && !autoInvalid ? autoValue * 100 : CRASH_UNTARGETED_TOP_BPS
              }
            />
            <label className={styles.field}>
              <span>{t('crash.auto')}</span>
              <input
                inputMode="decimal"
                placeholder={t('crash.autoHint')}
                value={auto}
                disabled={busy || myBet !== null}
                aria-invalid={autoInvalid || undefined}
                onChange={(event) => setAuto(event.target.value)}
                data-testid="crash-auto"
              />
            </label>
            {myBet && round.status === 'RUNNING' && myBet.cashedOutAt === null ? (
              <Button
                size="lg"
                block
                loading={busy}
                onClick={() => void run(() => crash.cashout())}
                data-testid="crash-cashout"
                className={styles.cashout}
              >
                {t('crash.cashout', {
                  amount: money.format(settledPayout(BigInt(myBet.stake), multiplier * 100)),
                })}
              </Button>
            ) : (
              <Button
                size="lg"
                block
                loading={busy}
                disabled={round.status !== 'BETTING' || myBet !== null || autoInvalid}
                onClick={() => void run(() => crash.bet(stake, autoValue))}
                data-testid="crash-bet"
              >
                {myBet ? t('crash.betPlaced') : t('crash.bet')}
              </Button>
            )}
            {myBet && (
              <p className={styles.myBet} data-testid="crash-my-bet">
                {myBet.cashedOutAt !== null
                  ? t('crash.cashedOut', {
                      multiplier: hundredthsToMultiplier(myBet.cashedOutAt),
                      amount: money.format(myBet.payout),
                    })
                  : round.status === 'CRASHED'
                    ? t('crash.lost')
                    : myBet.autoCashout !== null
                      ? t('crash.ridingAuto', {
                          amount: money.format(myBet.stake),
                          multiplier: hundredthsToMultiplier(
                            crashAutoTarget(BigInt(myBet.stake), myBet.autoCashout),
                          ),
                        })
                      : t('crash.riding', { amount: money.format(myBet.stake) })}
              </p>
            )}
          </>
        ) : (
          <p className={styles.prompt} data-testid="crash-spectator">
            {t('trial.loginToBet')}
          </p>
        )}
        <ScreenError error={error} />
        <h2 className={styles.heading}>{t('crash.players', { count: round.bets.length })}</h2>
        <ul className={styles.players} data-testid="crash-players">
          {round.bets.map((bet, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: masked names may repeat
              key={index}
              data-cashed={bet.cashedOutAt !== null || undefined}
            >
              <span>{bet.player}</span>
              <span>{money.format(bet.stake)}</span>
              <span>
                {bet.cashedOutAt !== null
                  ? `${hundredthsToMultiplier(bet.cashedOutAt)}× · ${money.format(bet.payout)}`
                  : '—'}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
