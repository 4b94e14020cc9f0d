import type { InhouseGame } from '@nova/contracts/constants';
import { diceMultiplierBps } from '@nova/games-math/dice';
import { useTranslation } from 'react-i18next';
import { formatCount, intlLocale } from '../../../lib/locale';
import {
  FIGURES,
  MinesPaytable,
  type Paytable,
  PlinkoPaytable,
  recordOf,
  times,
} from './game-paytables';
import styles from './panels.module.css';
import { SlotPaytable } from './slot/slot-paytable';

function numberOf(value: unknown, fallback: number): number {
  return Number.isSafeInteger(value) ? (value as number) : fallback;
}

/** Hundredths of a percent → "49.50%". */
function percent(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}

/**
 * The paytable games-math publishes (GET /wps/inhouse/games, packages/games-math/src/info.ts),
 * drawn per game as a player reads it: translated labels, multipliers as "1.98×", and the
 * big tables (mines, plinko) behind a chooser. The served shape is plain JSON, read defensively.
 */
export function PaytableView({ game, paytable }: { game: InhouseGame; paytable: Paytable }) {
  return (
    <div className={styles.panel}>
      <GamePaytable game={game} paytable={paytable} />
    </div>
  );
}

function GamePaytable({ game, paytable }: { game: InhouseGame; paytable: Paytable }) {
  switch (game) {
    case 'SLOT':
      return <SlotRules paytable={paytable} />;
    case 'DICE':
      return <DiceRules paytable={paytable} />;
    case 'MINES':
      return <MinesPaytable paytable={paytable} />;
    case 'PLINKO':
      return <PlinkoPaytable paytable={paytable} />;
    default:
      return <CrashRules paytable={paytable} />;
  }
}

function SlotRules({ paytable }: { paytable: Paytable }) {
  const { t } = useTranslation('inhouse');
  const scatter = recordOf(paytable.scatterPaysBps);
  const freeSpins = recordOf(paytable.freeSpins);
  const awarded = recordOf(freeSpins.awarded);
  return (
    <>
      <p className={styles.muted}>{t('rules.linePays')}</p>
      <SlotPaytable linePays={recordOf(paytable.linePays)} />
      <table className={FIGURES} data-testid="slot-scatter-pays">
        <thead>
          <tr>
            <th scope="col">{t('rules.slot.scatters')}</th>
            <th scope="col">{t('rules.slot.pays')}</th>
            <th scope="col">{t('rules.slot.freeSpins')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(scatter).map(([count, bps]) => (
            <tr key={count}>
              <th scope="row">{count}</th>
              <td>{times(numberOf(bps, 0))}</td>
              <td>{numberOf(awarded[count], 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>
        {t('rules.slot.freeGame', {
          multiplier: numberOf(freeSpins.winMultiplier, 1),
          cap: numberOf(freeSpins.cap, 0),
        })}
      </p>
    </>
  );
}

/** Win chances a player often picks (winning rolls of 10,000). */
const DICE_EXAMPLES = [100, 1000, 2500, 4950, 5000, 7500, 9000, 9899];

function DiceRules({ paytable }: { paytable: Paytable }) {
  const { t, i18n } = useTranslation('inhouse');
  const outcomes = numberOf(paytable.outcomes, 10_000);
  const min = numberOf(paytable.targetMin, 100);
  const max = numberOf(paytable.targetMax, 9899);
  const examples = DICE_EXAMPLES.filter((w) => w >= min && w <= max);
  return (
    <>
      <p className={styles.muted}>
        {t('rules.dice.formula', {
          outcomes: formatCount(outcomes, intlLocale(i18n.language)),
        })}
      </p>
      <p className={styles.muted}>
        {t('rules.dice.range', { min: percent(min), max: percent(max) })}
      </p>
      <table className={FIGURES} data-testid="dice-paytable">
        <thead>
          <tr>
            <th scope="col">{t('rules.dice.chance')}</th>
            <th scope="col">{t('rules.multiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {examples.map((w) => (
            <tr key={w}>
              <th scope="row">{percent(w)}</th>
              <td>{times(diceMultiplierBps({ target: w, direction: 'UNDER' }))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function CrashRules({ paytable }: { paytable: Paytable }) {
  const { t } = useTranslation('inhouse');
  const minCashOut = numberOf(paytable.minCashOut, 101);
  return (
    <>
      <p className={styles.muted}>{t('rules.crash.formula')}</p>
      <table className={styles.table} data-testid="crash-paytable">
        <tbody>
          <tr>
            <th scope="row">{t('rules.crash.minCashOut')}</th>
            <td>{times(minCashOut * 100)}</td>
          </tr>
          {Number.isSafeInteger(paytable.maxCrashPoint) && (
            <tr>
              <th scope="row">{t('rules.crash.maxPoint')}</th>
              <td>{times((paytable.maxCrashPoint as number) * 100)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('rules.crash.instant')}</th>
            <td>{`${String(paytable.instantCrashPercent ?? '')}%`}</td>
          </tr>
          <tr>
            <th scope="row">{t('rules.houseEdge')}</th>
            <td>{`${String(paytable.houseEdgePercent ?? '')}%`}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
