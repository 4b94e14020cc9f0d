import type { InhouseGame } from '@nova/contracts/constants';
import type { InhouseOutcome } from '@nova/games-math/types';
import { checkCommitment, verifyOutcome } from '@nova/games-math/verify';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import styles from './fairness.module.css';
import { OutcomeSummary } from './outcome-summary';

const GAMES = ['SLOT', 'DICE', 'MINES', 'PLINKO'] as const satisfies readonly InhouseGame[];
type SeedGame = (typeof GAMES)[number];

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

  const field = (label: string, id: string, input: ReactNode) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {input}
    </div>
  );

  return (
    <section className={styles.card} data-testid="fairness-manual">
      <header className={styles.cardHeader}>
        <h2>{t('verify.manualTitle')}</h2>
      </header>
      <div className={styles.form}>
        {field(
          t('verify.game'),
          'verify-field-1',
          <select
            id="verify-field-1"
            className={styles.input}
            value={game}
            onChange={(e) => setGame(e.target.value as SeedGame)}
            data-testid="verify-game"
          >
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`games.${g}.title`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          t('fairness.serverSeed'),
          'verify-field-2',
          <input
            id="verify-field-2"
            className={styles.input}
            value={serverSeed}
            onChange={(e) => setServerSeed(e.target.value)}
            data-testid="verify-server-seed"
          />,
        )}
        {field(
          t('verify.hashOptional'),
          'verify-field-3',
          <input
            id="verify-field-3"
            className={styles.input}
            value={hash}
            onChange={(e) => setHash(e.target.value)}
            data-testid="verify-hash"
          />,
        )}
        {field(
          t('fairness.clientSeed'),
          'verify-field-4',
          <input
            id="verify-field-4"
            className={styles.input}
            value={clientSeed}
            onChange={(e) => setClientSeed(e.target.value)}
            data-testid="verify-client-seed"
          />,
        )}
        {field(
          t('verify.nonce'),
          'verify-field-5',
          <input
            id="verify-field-5"
            className={styles.input}
            inputMode="numeric"
            value={nonce}
            onChange={(e) => setNonce(e.target.value)}
            data-testid="verify-nonce"
          />,
        )}
        {game === 'DICE' && (
          <>
            {field(
              t('dice.target'),
              'verify-field-6',
              <input
                id="verify-field-6"
                className={styles.input}
                inputMode="decimal"
                value={target}
                onChange={(e) => setTarget(e.target.value)}
                data-testid="verify-dice-target"
              />,
            )}
            {field(
              t('dice.direction'),
              'verify-field-7',
              <select
                id="verify-field-7"
                className={styles.input}
                value={direction}
                onChange={(e) => setDirection(e.target.value as 'UNDER' | 'OVER')}
              >
                <option value="UNDER">{t('dice.UNDER')}</option>
                <option value="OVER">{t('dice.OVER')}</option>
              </select>,
            )}
          </>
        )}
        {game === 'MINES' &&
          field(
            t('mines.count'),
            'verify-field-8',
            <input
              id="verify-field-8"
              className={styles.input}
              inputMode="numeric"
              value={mines}
              onChange={(e) => setMines(e.target.value)}
            />,
          )}
        {game === 'PLINKO' && (
          <>
            {field(
              t('plinko.rows'),
              'verify-field-9',
              <select
                id="verify-field-9"
                className={styles.input}
                value={rows}
                onChange={(e) => setRows(e.target.value)}
              >
                {['8', '12', '16'].map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>,
            )}
            {field(
              t('plinko.risk'),
              'verify-field-10',
              <select
                id="verify-field-10"
                className={styles.input}
                value={risk}
                onChange={(e) => setRisk(e.target.value)}
              >
                {(['LOW', 'MEDIUM', 'HIGH'] as const).map((r) => (
                  <option key={r} value={r}>
                    {t(`plinko.risks.${r}`)}
                  </option>
                ))}
              </select>,
            )}
          </>
        )}
      </div>
      <Button onClick={compute} data-testid="verify-calculate">
        {t('verify.calculate')}
      </Button>
      {invalid && (
        <p className={styles.error} role="alert">
          {t('verify.invalid')}
        </p>
      )}
      {result && (
        <div className={styles.compare} data-testid="verify-result">
          <p className={styles.big}>
            <OutcomeSummary game={result.game} outcome={result.outcome} />
          </p>
          {result.commitment !== null && (
            <p
              className={result.commitment ? styles.ok : styles.bad}
              data-testid="verify-commitment"
              data-ok={result.commitment}
            >
              {t(result.commitment ? 'verify.hashOk' : 'verify.hashBad')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
