import type {
  ContractKind,
  ContractTier,
  SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import { useTranslation } from 'react-i18next';
import type { ContractFormat } from '../hooks/use-contract-format';
import styles from './offer.module.css';

export interface TiersListProps {
  kind: ContractKind;
  rateType: SalaryRateType;
  tiers: readonly ContractTier[];
  format: ContractFormat;
  testId: string;
}

/** A contract's tiers in a narrow column: each tier's rate, its thresholds beneath. */
export function TiersList({ kind, rateType, tiers, format, testId }: TiersListProps) {
  const { t } = useTranslation('agentContracts');
  const dividend = kind === 'DIVIDEND';
  return (
    <ol className={styles.tierList} data-testid={testId}>
      {tiers.map((tier, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers are ordered and have no id
        <li key={index} className={styles.tierItem} data-testid={`${testId}-row`}>
          <div className={styles.tierItemHead}>
            <span>{t('tiers.number', { number: index + 1 })}</span>
            <strong>
              {rateType === 'FIXED' ? format.money.format(tier.amount) : format.percent(tier.ratio)}
            </strong>
          </div>
          <dl className={styles.tierItemFacts}>
            <div>
              <dt>{dividend ? t('tiers.minBets') : t('tiers.minValidBets')}</dt>
              <dd>{format.money.format(tier.minBets)}</dd>
            </div>
            {dividend && (
              <div>
                <dt>{t('tiers.minNetLoss')}</dt>
                <dd>{format.money.format(tier.minNetLoss)}</dd>
              </div>
            )}
            <div>
              <dt>{t('tiers.minActive')}</dt>
              <dd>{format.count(tier.minActive)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
