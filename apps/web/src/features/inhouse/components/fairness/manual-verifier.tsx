import type { InhouseGame } from '@nova/contracts/constants';
import { PLINKO_RISKS, PLINKO_ROWS } from '@nova/games-math/plinko';
import type { InhouseOutcome } from '@nova/games-math/types';
import { checkCommitment, verifyOutcome } from '@nova/games-math/verify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import styles from './fairness.module.css';
import { OutcomeSummary } from './outcome-summary';
import { VerifierInput, VerifierResult, VerifierSelect } from './verifier-field';

const GAMES = ['SLOT', 'DICE', 'MINES', 'PLINKO'] as const satisfies readonly InhouseGame[];
type SeedGame = (typeof GAMES)[number];
const DIRECTIONS = ['UNDER', 'OVER'] as const;

interface Computed {
  game: SeedGame;
  outcome: InhouseOutcome;
  /** Null when no hash was pasted. */
  commitment: boolean | null;
}

/** Anyone can replay a round: paste the seeds, nonce and choices, see the outcome. */
export function ManualVerifier() {
  const { t } = useTranslation('inhouse');
  const [game, setGame] = useState<SeedGame>('DICE');
  const [serverSeed, setServerSeed] = useState('');
  const [hash, setHash] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [target, setTarget] = useState('50.00');
  const [direction, setDirection] = useState<'UNDER' | 'OVER'>('UNDER');
  const [mines, setMines] = useState('3');
  const [rows, setRows] = useState('12');
  const [risk, setRisk] = useState('MEDIUM');
  const [result, setResult] = useState<Computed | null>(null);
  const [invalid, setInvalid] = useState(false);

  function params(): Record<string, unknown> {
    if (game === 'DICE') {
      return { target: Math.round(Number.parseFloat(target) * 100), direction };
    }
    if (game === 'MINES') return { mines: Number(mines) };
    if (game === 'PLINKO') return { rows: Number(rows), risk };
    return {};
  }

  function compute() {
    try {
      const n = Number(nonce);
      if (!serverSeed.trim() || !Number.isSafeInteger(n) || n < 0) throw new RangeError('input');
      const seeds = { serverSeed: serverSeed.trim(), clientSeed, nonce: n };
      const outcome = verifyOutcome(game, seeds, params());
      const typedHash = hash.trim().toLowerCase();
      setResult({
        game,
        outcome,
        commitment: typedHash ? checkCommitment(seeds.serverSeed, typedHash) : null,
      });
      setInvalid(false);
    } catch {
      setResult(null);
      setInvalid(true);
    }
  }

  return (
    <section className={styles.card} data-testid="fairness-manual">
      <header className={styles.cardHeader}>
        <h2>{t('verify.manualTitle')}</h2>
      </header>
      <div className={styles.form}>
        <VerifierSelect
          label={t('verify.game')}
          value={game}
          onChange={(value) => setGame(value as SeedGame)}
          options={GAMES.map((g) => ({ value: g, label: t(`games.${g}.title`) }))}
          testId="verify-game"
        />
        <VerifierInput
          label={t('fairness.serverSeed')}
          value={serverSeed}
          onChange={setServerSeed}
          testId="verify-server-seed"
        />
        <VerifierInput
          label={t('verify.hashOptional')}
          value={hash}
          onChange={setHash}
          testId="verify-hash"
        />
        <VerifierInput
          label={t('fairness.clientSeed')}
          value={clientSeed}
          onChange={setClientSeed}
          testId="verify-client-seed"
        />
        <VerifierInput
          label={t('verify.nonce')}
          inputMode="numeric"
          value={nonce}
          onChange={setNonce}
          testId="verify-nonce"
        />
        {game === 'DICE' && (
          <>
            <VerifierInput
              label={t('dice.target')}
              inputMode="decimal"
              value={target}
              onChange={setTarget}
              testId="verify-dice-target"
            />
            <VerifierSelect
              label={t('dice.direction')}
              value={direction}
              onChange={(value) => setDirection(value as 'UNDER' | 'OVER')}
              options={DIRECTIONS.map((d) => ({ value: d, label: t(`dice.${d}`) }))}
            />
          </>
        )}
        {game === 'MINES' && (
          <VerifierInput
            label={t('mines.count')}
            inputMode="numeric"
            value={mines}
            onChange={setMines}
          />
        )}
        {game === 'PLINKO' && (
          <>
            <VerifierSelect
              label={t('plinko.rows')}
              value={rows}
              onChange={setRows}
              options={PLINKO_ROWS.map((r) => ({ value: String(r), label: String(r) }))}
            />
            <VerifierSelect
              label={t('plinko.risk')}
              value={risk}
              onChange={setRisk}
              options={PLINKO_RISKS.map((r) => ({ value: r, label: t(`plinko.risks.${r}`) }))}
            />
          </>
        )}
      </div>
      <Button onClick={compute} data-testid="verify-calculate">
        {t('verify.calculate')}
      </Button>
      <VerifierResult
        invalid={invalid ? t('verify.invalid') : null}
        testId="verify-result"
        answer={
          result && {
            summary: <OutcomeSummary game={result.game} outcome={result.outcome} />,
            check:
              result.commitment === null
                ? null
                : {
                    ok: result.commitment,
                    text: t(result.commitment ? 'verify.hashOk' : 'verify.hashBad'),
                    testId: 'verify-commitment',
                  },
          }
        }
      />
    </section>
  );
}
