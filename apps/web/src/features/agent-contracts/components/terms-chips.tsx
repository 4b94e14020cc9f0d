import type { ContractTerms } from '@nova/contracts/api/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { isSalary } from '../lib/kinds';
import styles from './contracts.module.css';

/** The period and how the amount is computed, as two small chips. */
export function TermsChips({
  terms,
}: {
  terms: Pick<ContractTerms, 'kind' | 'period' | 'rateType'>;
}) {
  const { t } = useTranslation('agentContracts');
  const basis = !isSalary(terms.kind) ? t('rateTypes.DIVIDEND') : t(`rateTypes.${terms.rateType}`);
  return (
    <ul className={styles.chips} data-testid="contract-terms">
      <li className={styles.chip}>
        <Icon name="calendar" size={14} />
        {t(`periods.${terms.period}`)}
      </li>
      <li className={styles.chip}>
        <Icon name={terms.rateType === 'FIXED' ? 'coins' : 'percent'} size={14} />
        {basis}
      </li>
    </ul>
  );
}
