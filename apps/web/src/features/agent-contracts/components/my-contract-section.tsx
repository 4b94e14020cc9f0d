import type { Contract, ContractKind } from '@nova/contracts/api/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon-full';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/errors';
import { ErrorBlock, LoadingBlock } from '../../funds/components/load-states';
import { CONTRACTS_PAGE_SIZE, useContracts } from '../api/contracts-queries';
import { useContractFormat } from '../hooks/use-contract-format';
import { KIND_SLUG } from '../lib/kinds';
import { ContractActions } from './contract-actions';
import { ContractStateBadge } from './contract-badges';
import { ContractViewDialog } from './contract-view-dialog';
import styles from './contracts.module.css';
import { NoContractCard } from './no-contract-card';
import section from './section.module.css';
import { TermsChips } from './terms-chips';
import { TiersTable } from './tiers-table';

/** My contract of the kind with my upline (or the platform): in force, offered, or requested. */
export function MyContractSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const query = useContracts({ role: 'MINE', kind, pageNo: 1, pageSize: CONTRACTS_PAGE_SIZE });
  const [viewing, setViewing] = useState<Contract | null>(null);
  const contracts = query.data?.content ?? [];
  const signed = contracts.find((contract) => contract.state === 'SIGNED');
  const offers = contracts.filter((contract) => contract.state === 'OFFERED');
  const requested = contracts.find((contract) => contract.state === 'REQUESTED') ?? null;
  const past = contracts.filter(
    (contract) => contract.state === 'REFUSED' || contract.state === 'TERMINATED',
  );
  const slug = KIND_SLUG[kind];

  return (
    <section className={section.section} data-testid="my-contract">
      <SectionHeader
        as="h2"
        className={section.head}
        icon={<Icon name="contract" size={18} />}
        title={t('mine.title', { kind: t(`kinds.${slug}.lower`) })}
        subtitle={t(`kinds.${slug}.about`)}
      />
      {query.isPending ? (
        <LoadingBlock testId="my-contract-loading" />
      ) : query.isError ? (
        <ErrorBlock
          testId="my-contract-error"
          message={errorMessage(t, query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {offers.map((offer) => (
            <OfferBanner key={offer.id} offer={offer} onReview={() => setViewing(offer)} />
          ))}
          {signed ? (
            <SignedCard contract={signed} onDetails={() => setViewing(signed)} />
          ) : (
            <NoContractCard kind={kind} requested={requested} waitingOffer={offers.length > 0} />
          )}
          {past.length > 0 && (
            <details className={styles.past} data-testid="my-contract-past">
              <summary>{t('mine.past', { count: past.length })}</summary>
              <ul className={styles.pastList}>
                {past.map((contract) => (
                  <PastItem key={contract.id} contract={contract} onView={setViewing} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      {viewing && <ContractViewDialog contract={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

function OfferBanner({ offer, onReview }: { offer: Contract; onReview: () => void }) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat();
  return (
    <div className={styles.banner} data-testid="my-contract-offer">
      <span className={styles.bannerIcon} aria-hidden="true">
        <Icon name="bell" size={20} />
      </span>
      <div className={styles.bannerText}>
        <strong>{t('mine.offerTitle', { party: format.party(offer.upline) })}</strong>
        <span>{t('mine.offerText', { date: format.date(offer.createdAt) })}</span>
      </div>
      <div className={styles.bannerActions}>
        <Button size="sm" variant="ghost" onClick={onReview} data-testid="my-contract-review">
          {t('actions.review')}
        </Button>
        <ContractActions contract={offer} />
      </div>
    </div>
  );
}

function SignedCard({ contract, onDetails }: { contract: Contract; onDetails: () => void }) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat();
  return (
    <article className={styles.card} data-testid="my-contract-signed">
      <header className={styles.cardHead}>
        <div className={styles.cardTitle}>
          <ContractStateBadge state={contract.state} />
          <TermsChips terms={contract} />
        </div>
        <div className={styles.cardActions}>
          <Button size="sm" variant="ghost" onClick={onDetails} data-testid="my-contract-details">
            {t('actions.details')}
          </Button>
          <ContractActions contract={contract} />
        </div>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('view.upline')}</dt>
          <dd>{format.party(contract.upline)}</dd>
        </div>
        <div>
          <dt>{t('view.dates.signed')}</dt>
          <dd data-testid="my-contract-since">
            {format.date(contract.signedAt ?? contract.createdAt)}
          </dd>
        </div>
        {contract.endsAt && (
          <div data-tone="warning">
            <dt>{t('view.dates.ends')}</dt>
            <dd>{format.date(contract.endsAt)}</dd>
          </div>
        )}
      </dl>
      <TiersTable
        kind={contract.kind}
        rateType={contract.rateType}
        tiers={contract.tiers}
        format={format}
        testId="my-contract-tiers"
      />
    </article>
  );
}

function PastItem({ contract, onView }: { contract: Contract; onView: (c: Contract) => void }) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat();
  return (
    <li className={styles.pastItem}>
      <ContractStateBadge state={contract.state} />
      <span>{format.date(contract.endsAt ?? contract.createdAt)}</span>
      <Button size="sm" variant="ghost" onClick={() => onView(contract)}>
        {t('actions.details')}
      </Button>
    </li>
  );
}
