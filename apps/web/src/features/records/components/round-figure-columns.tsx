import type { TFunction } from 'i18next';
import type { MoneyFormat } from '../../wallet/hooks/use-money-format';
import type { RecordsColumn } from './records-table';
import { SignedAmount } from './signed-amount';

/** What a round, or a sum of rounds, comes to: minor-unit decimal strings from the wire. */
export interface RoundFigures {
  stake: string;
  payout: string;
  profit: string;
}

/**
 * The stake, payout and profit columns, in that order, of the bet records and of the profit by
 * game: the same headers, formats and profit colours in both tables.
 */
export function roundFigureColumns<Row extends RoundFigures>(
  t: TFunction<'records'>,
  money: MoneyFormat,
  profitTestId?: string,
): RecordsColumn<Row>[] {
  return [
    {
      key: 'stake',
      label: t('columns.stake'),
      numeric: true,
      cell: (row) => money.format(row.stake),
    },
    {
      key: 'payout',
      label: t('columns.payout'),
      numeric: true,
      cell: (row) => money.format(row.payout),
    },
    {
      key: 'profit',
      label: t('columns.profit'),
      numeric: true,
      cell: (row) => <SignedAmount minor={row.profit} testId={profitTestId} />,
    },
  ];
}
