import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES } from '@nova/games-math/plinko';
import type { PlinkoOutcome, PlinkoParams } from '@nova/games-math/types';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { errorMessage } from '../../../../lib/errors';
import { useMoneyFormat } from '../../../wallet/hooks/use-money-format';
import { useGameSession } from '../../hooks/game-session';
import { bpsToMultiplier } from '../../lib/games';
import { prefersReducedMotion, sleep } from '../../lib/motion';
import { defaultStake, StakeInput } from '../stake-input';
import styles from './plinko.module.css';
import { PlinkoBoard } from './plinko-board';

interface Drop {
  roundId: string;
  outcome: PlinkoOutcome;
}

/**
 * Plinko (issue 5): one fair bit per row moves the ball left or right; the screen animates the
 * answered path peg by peg and pays the multiplier of the slot it lands in.
 */
export function PlinkoScreen() {
  const { t } = useTranslation('inhouse');
  const session = useGameSession();
  const money = useMoneyFormat();
  const [stake, setStake] = useState(() => defaultStake(money.scale));
  const [params, setParams] = useState<PlinkoParams>({ rows: 12, risk: 'MEDIUM' });
  const [drop, setDrop] = useState<Drop | null>(null);
  const [step, setStep] = useState(0);
  const [landed, setLanded] = useState<Drop | null>(null);
  const [history, setHistory] = useState<Drop[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  async function play() {
    setError(null);
    setBusy(true);
    setLanded(null);
    try {
      const result = await session.play({ game: 'PLINKO', params }, stake);
      const outcome = result.round.outcome as unknown as PlinkoOutcome;
      const next = { roundId: result.round.roundId, outcome };
      setDrop(next);
      const still = prefersReducedMotion();
      for (let row = still ? outcome.path.length : 0; row <= outcome.path.length; row++) {
        if (!alive.current) return;
        setStep(row);
        if (row < outcome.path.length) await sleep(130);
      }
      if (!alive.current) return;
      setLanded(next);
      setHistory((h) => [next, ...h].slice(0, 10));
      session.applyBalance(result.balance);
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      if (alive.current) setBusy(false);
    }
  }

  const table = PLINKO_TABLES[params.rows][params.risk];
  const shown = drop && drop.outcome.path.length === params.rows ? drop : null;
  return (
    <div className={styles.screen}>
      <div className={styles.stage}>
        <PlinkoBoard
          rows={params.rows}
          table={table}
          path={shown?.outcome.path ?? null}
          step={step}
          landed={landed && shown ? landed.outcome.slot : null}
        />
        <div className={styles.result} aria-live="polite">
          {landed && (
            <span
              data-testid="plinko-result"
              data-slot={landed.outcome.slot}
              className={landed.outcome.multiplierBps >= 10_000 ? styles.win : styles.loss}
            >
              {t('plinko.landed', { multiplier: bpsToMultiplier(landed.outcome.multiplierBps) })}
            </span>
          )}
        </div>
        {history.length > 0 && (
          <ol className={styles.history} aria-label={t('plinko.history')}>
            {history.map((item) => (
              <li key={item.roundId} data-win={item.outcome.multiplierBps >= 10_000}>
                {`${bpsToMultiplier(item.outcome.multiplierBps)}×`}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className={styles.controls}>
        <StakeInput value={stake} onChange={setStake} disabled={busy} />
        <fieldset className={styles.choice} disabled={busy}>
          <legend>{t('plinko.rows')}</legend>
          <div className={styles.pill}>
            {PLINKO_ROWS.map((rows) => (
              <button
                key={rows}
                type="button"
                aria-pressed={params.rows === rows}
                data-testid={`plinko-rows-${rows}`}
                onClick={() => setParams((p) => ({ ...p, rows }))}
              >
                {rows}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.choice} disabled={busy}>
          <legend>{t('plinko.risk')}</legend>
          <div className={styles.pill}>
            {PLINKO_RISKS.map((risk) => (
              <button
                key={risk}
                type="button"
                aria-pressed={params.risk === risk}
                data-testid={`plinko-risk-${risk}`}
                onClick={() => setParams((p) => ({ ...p, risk }))}
              >
                {t(`plinko.risks.${risk}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <Button
          size="lg"
          block
          loading={busy}
          onClick={() => void play()}
          data-testid="plinko-drop"
        >
          {t('plinko.drop')}
        </Button>
        {error && (
          <p className={styles.error} role="alert" data-testid="inhouse-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
