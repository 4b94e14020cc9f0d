import { formatMultiplier } from '@nova/games-math/fair';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifierSelect } from './fairness/verifier-field';
import own from './game-paytables.module.css';
import styles from './panels.module.css';

/** The served paytable: plain JSON (packages/games-math/src/info.ts), read defensively. */
export type Paytable = Record<string, unknown>;

export function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function numbersOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((n): n is number => Number.isSafeInteger(n)) : [];
}

/** 19800 bps → "1.98×", 1e10 bps → "1,000,000.00×" (truncated, as the game pays). */
export function times(bps: number): string {
  return `${formatMultiplier(bps).replace(/\B(?=(\d{3})+(?!\d))(?=\d*\.)/gu, ',')}×`;
}

/** Figure tables: panels' table, never wrapping inside a figure. */
export const FIGURES = `${styles.table} ${own.figures}`;

/** Published choices (mines counts, plinko rows) as options whose label is the value. */
function plain(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}

/** Mines: the cash-out multiplier after each safe tile, for one mine count at a time. */
export function MinesPaytable({ paytable }: { paytable: Paytable }) {
  const { t } = useTranslation('inhouse');
  const tables = recordOf(paytable.tables);
  const counts = Object.keys(tables).sort((a, b) => Number(a) - Number(b));
  const [mines, setMines] = useState(counts.includes('3') ? '3' : (counts[0] ?? ''));
  // Entry k is the multiplier after k safe tiles; k = 0 (the stake back) is not a cash-out.
  const rows = numbersOf(tables[mines]).slice(1);
  return (
    <>
      <p className={styles.muted}>{t('rules.mines.formula')}</p>
      <VerifierSelect
        label={t('rules.mines.count')}
        value={mines}
        options={plain(counts)}
        onChange={setMines}
        testId="mines-paytable-count"
      />
      <table className={FIGURES} data-testid="mines-paytable">
        <thead>
          <tr>
            <th scope="col">{t('rules.mines.safe')}</th>
            <th scope="col">{t('rules.multiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((bps, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: k safe tiles, a fixed published list
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{times(bps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Plinko: every slot's multiplier for the three risk levels of one row count, with their RTP. */
export function PlinkoPaytable({ paytable }: { paytable: Paytable }) {
  const { t } = useTranslation('inhouse');
  const tables = recordOf(paytable.tables);
  const rtp = recordOf(paytable.rtp);
  const risks = Array.isArray(paytable.risks) ? paytable.risks.map(String) : [];
  const rowCounts = Object.keys(tables).sort((a, b) => Number(a) - Number(b));
  const [rows, setRows] = useState(rowCounts.at(-1) ?? '');
  const byRisk = recordOf(tables[rows]);
  const columns = risks.map((risk) => numbersOf(byRisk[risk]));
  const slots = Math.max(0, ...columns.map((c) => c.length));
  return (
    <>
      <p className={styles.muted}>{t('rules.plinko.formula')}</p>
      <VerifierSelect
        label={t('plinko.rows')}
        value={rows}
        options={plain(rowCounts)}
        onChange={setRows}
        testId="plinko-paytable-rows"
      />
      <table className={FIGURES} data-testid="plinko-paytable">
        <thead>
          <tr>
            <th scope="col">{t('rules.plinko.slot')}</th>
            {risks.map((risk) => (
              <th key={risk} scope="col">
                {t(`plinko.risks.${risk}`, { defaultValue: risk })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: slots }, (_, slot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slot k of a fixed published table
            <tr key={slot}>
              <th scope="row">{slot}</th>
              {columns.map((column, i) => (
                <td key={risks[i]}>{column[slot] === undefined ? '' : times(column[slot])}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('rules.plinko.rtp')}</th>
            {risks.map((risk) => (
              <td key={risk}>{`${String(recordOf(rtp[rows])[risk] ?? '')}%`}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </>
  );
}
