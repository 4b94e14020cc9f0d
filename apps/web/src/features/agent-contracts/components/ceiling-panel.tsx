import type { Contract, ContractKind, SalaryRateType } from '@nova/contracts/api/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/errors';
import type { ContractFormat } from '../hooks/use-contract-format';
import { KIND_SLUG } from '../lib/kinds';
import styles from './offer.module.css';
import { TermsChips } from './terms-chips';
import { TiersList } from './tiers-list';

export interface CeilingPanelProps {
  kind: ContractKind;
  rateType: SalaryRateType;
  query: {
    data?: { signed: Contract | null } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
  /** Whether the offer's tiers are checked against it (the same rate type). */
  compared: boolean;
  format: ContractFormat;
}

/**
 * The offering agent's own signed contract of the kind, beside the offer: the ceiling no
 * sub-agent tier may beat (issue 15 "A downline's tier can never beat its upline's").
 */
export function CeilingPanel({ kind, rateType, query, compared, format }: CeilingPanelProps) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const own = query.data?.signed ?? null;
  const kindName = t(`kinds.${KIND_SLUG[kind]}.lower`);
  return (
    <aside className={styles.ceiling} data-testid="offer-ceiling">
      <header className={styles.ceilingHead}>
        <span className={styles.ceilingIcon} aria-hidden="true">
          <Icon name="shield" size={18} />
        </span>
        <div>
          <h3 className={styles.ceilingTitle}>{t('ceiling.title', { kind: kindName })}</h3>
          <p className={styles.ceilingRule}>{t('ceiling.rule')}</p>
        </div>
      </header>
      {query.isPending ? (
        <div className={styles.ceilingLoading}>
          <Spinner size="sm" />
        </div>
      ) : query.isError ? (
        <p className={styles.ceilingError} role="alert">
          {errorMessage(t, query.error)}
        </p>
      ) : own ? (
        <>
          <p className={styles.ceilingFrom} data-testid="offer-ceiling-party">
            {t('ceiling.from', { party: format.party(own.upline) })}
          </p>
          <TermsChips terms={own} />
          <TiersList
            kind={own.kind}
            rateType={own.rateType}
            tiers={own.tiers}
            format={format}
            testId="ceiling-tiers"
          />
          {!compared && own.rateType !== rateType && (
            <p className={styles.ceilingNote} data-testid="offer-ceiling-other-type">
              {t('ceiling.otherType', { type: t(`rateTypes.${own.rateType}`) })}
            </p>
          )}
        </>
      ) : (
        <p className={styles.ceilingNote} data-testid="offer-ceiling-none">
          {t('ceiling.none', { kind: kindName })}
        </p>
      )}
    </aside>
  );
}
