import type { InhouseGame } from '@nova/contracts/constants';
import type { DiceOutcome, MinesOutcome, PlinkoOutcome, SlotOutcome } from '@nova/games-math/types';
import { useTranslation } from 'react-i18next';
import { bpsToMultiplier, hundredthsToMultiplier } from '../../lib/games';

/** One line that says what an outcome was, the same way for the stored and recomputed one. */
export function OutcomeSummary({ game, outcome }: { game: InhouseGame; outcome: unknown }) {
  const { t } = useTranslation('inhouse');
  if (!outcome || typeof outcome !== 'object') return <>{t('verify.noOutcome')}</>;
  switch (game) {
    case 'SLOT': {
      const slot = outcome as SlotOutcome;
      return (
        <>
          {t('verify.summary.SLOT', {
            stops: slot.spins?.[0]?.stops.join(', ') ?? '',
            free: Math.max(0, (slot.spins?.length ?? 1) - 1),
            multiplier: bpsToMultiplier(slot.multiplierBps),
          })}
        </>
      );
    }
    case 'DICE': {
      const dice = outcome as DiceOutcome;
      return (
        <>
          {t('verify.summary.DICE', {
            roll: hundredthsToMultiplier(dice.roll),
            multiplier: bpsToMultiplier(dice.multiplierBps),
          })}
        </>
      );
    }
    case 'PLINKO': {
      const plinko = outcome as PlinkoOutcome;
      return (
        <>
          {t('verify.summary.PLINKO', {
            path: plinko.path.map((bit) => (bit ? 'R' : 'L')).join(''),
            slot: plinko.slot,
            multiplier: bpsToMultiplier(plinko.multiplierBps),
          })}
        </>
      );
    }
    case 'MINES': {
      const mines = outcome as MinesOutcome;
      return (
        <>
          {t('verify.summary.MINES', {
            mines: (mines.mines ?? []).map((tile) => tile + 1).join(', '),
            multiplier: bpsToMultiplier(mines.multiplierBps),
          })}
        </>
      );
    }
    default: {
      const crash = outcome as { crashPoint: number };
      return <>{t('verify.summary.CRASH', { point: hundredthsToMultiplier(crash.crashPoint) })}</>;
    }
  }
}
