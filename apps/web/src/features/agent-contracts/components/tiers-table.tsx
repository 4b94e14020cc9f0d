import type {
  ContractKind,
  ContractTier,
  SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import { useTranslation } from 'react-i18next';
import type { ContractFormat } from '../hooks/use-contract-format';
import styles from './contracts.module.css';

export interface TiersTableProps {
  kind: ContractKind;
  rateType: SalaryRateType;
  tiers: readonly ContractTier[];
  format: ContractFormat;
  testId?: string;
}

/** A contract's tiers, lowest first: each applies when every threshold is met; the best pays. */
export function TiersTable({ kind, rateType, tiers, format, testId = 'tiers' }: TiersTableProps) {
  const { t } = useTranslation('agentContracts');
  const dividend = kind === 'DIVIDEND';
  const columns = [
    t('tiers.tier'),
    dividend ? t('tiers.minBets') : t('tiers.minValidBets'),
    ...(dividend ? [t('tiers.minNetLoss')] : []),
    t('tiers.minActive'),
    rateType === 'FIXED' ? t('tiers.amount') : dividend ? t('tiers.ratio') : t('tiers.rate'),
  ];
  return (
    <div className={styles.tiersWrap}>
      <table className={styles.tiers} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are ordered and have no id
            <tr key={index} data-testid={`${testId}-row`}>
              <th scope="row" data-label={columns[0]}>
                {t('tiers.number', { number: index + 1 })}
              </th>
              <td data-label={columns[1]}>{format.money.format(tier.minBets)}</td>
              {dividend && <td data-label={columns[2]}>{format.money.format(tier.minNetLoss)}</td>}
              <td data-label={columns[dividend ? 3 : 2]}>{format.count(tier.minActive)}</td>
              <td data-label={columns.at(-1)} className={styles.tierRate}>
                {rateType === 'FIXED'
                  ? format.money.format(tier.amount)
                  : format.percent(tier.ratio)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
