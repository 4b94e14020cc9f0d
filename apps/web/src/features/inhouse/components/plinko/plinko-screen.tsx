import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES } from '@nova/games-math/plinko';
import type { PlinkoOutcome, PlinkoParams } from '@nova/games-math/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { useMoneyFormat } from '../../../wallet/hooks/use-money-format';
import { useGameSession } from '../../hooks/game-session';
import { useRoundAction } from '../../hooks/use-round-action';
import { bpsToMultiplier } from '../../lib/games';
import { prefersReducedMotion, sleep } from '../../lib/motion';
import { plinkoTopBps } from '../../lib/payout-cap';
import { ChoicePills, ResultChips, ScreenError } from '../screen-parts';
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
  const { busy, error, run, alive } = useRoundAction();

  function play() {
    setLanded(null);
    return run(async () => {
      const result = await session.play({ game: 'PLINKO', params }, stake);
      const outcome = result.round.outcome as unknown as PlinkoOutcome;
      const next = { roundId: result.round.roundId, outcome };
      setDrop(next);
      const still = prefersReducedMotion();
      for (let row = still ? outcome.path.length : 0; row <= outcome.path.length; row++) {
        if (!alive()) return;
        setStep(row);
        if (row < outcome.path.length) await sleep(130);
      }
      if (!alive()) return;
      setLanded(next);
      setHistory((h) => [next, ...h].slice(0, 10));
      session.applyBalance(result.balance);
    });
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
        <ResultChips
          label={t('plinko.history')}
          className={styles.history}
          items={history.map((item) => ({
            id: item.roundId,
            win: item.outcome.multiplierBps >= 10_000,
            text: `${bpsToMultiplier(item.outcome.multiplierBps)}×`,
          }))}
        />
      </div>
      <div className={styles.controls}>
        <StakeInput
          value={stake}
          onChange={setStake}
          disabled={busy}
          topBps={plinkoTopBps(params)}
        />
        <ChoicePills
          legend={t('plinko.rows')}
          options={PLINKO_ROWS}
          value={params.rows}
          onChange={(rows) => setParams((p) => ({ ...p, rows }))}
          disabled={busy}
          label={String}
          testId={(rows) => `plinko-rows-${rows}`}
        />
        <ChoicePills
          legend={t('plinko.risk')}
          options={PLINKO_RISKS}
          value={params.risk}
          onChange={(risk) => setParams((p) => ({ ...p, risk }))}
          disabled={busy}
          label={(risk) => t(`plinko.risks.${risk}`)}
          testId={(risk) => `plinko-risk-${risk}`}
        />
        <Button
          size="lg"
          block
          loading={busy}
          onClick={() => void play()}
          data-testid="plinko-drop"
        >
          {t('plinko.drop')}
        </Button>
        <ScreenError error={error} />
      </div>
    </div>
  );
}
