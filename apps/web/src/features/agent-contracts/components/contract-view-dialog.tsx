import type { Contract } from '@nova/contracts/api/agent-contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { type ContractFormat, useContractFormat } from '../hooks/use-contract-format';
import { KIND_SLUG } from '../lib/kinds';
import { ContractActions } from './contract-actions';
import { ContractStateBadge } from './contract-badges';
import styles from './contracts.module.css';
import { TermsChips } from './terms-chips';
import { TiersTable } from './tiers-table';

/** Spec §3 "Contract": its terms, state, parties, dates and every transition, with its actions. */
export function ContractViewDialog({
  contract,
  onClose,
}: {
  contract: Contract;
  onClose: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat();
  const kindName = t(`kinds.${KIND_SLUG[contract.kind]}.name`);
  const dates = [
    { key: 'created', at: contract.createdAt },
    { key: 'signed', at: contract.signedAt },
    { key: 'starts', at: contract.startsAt },
    { key: 'ends', at: contract.endsAt },
  ].filter((date): date is { key: string; at: string } => date.at !== null);

  return (
    <Modal
      name="contract-view"
      title={t('view.title', { kind: kindName })}
      onClose={onClose}
      size="lg"
    >
      <div className={styles.view} data-testid="contract-view" data-state={contract.state}>
        <div className={styles.viewHead}>
          <ContractStateBadge state={contract.state} />
          <TermsChips terms={contract} />
        </div>
        <p className={styles.stateNote} data-testid="contract-state-note">
          {stateNote(contract, format, t)}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('view.upline')}</dt>
            <dd data-testid="contract-upline">{format.party(contract.upline)}</dd>
          </div>
          <div>
            <dt>{t('view.downline')}</dt>
            <dd data-testid="contract-downline">{contract.downline}</dd>
          </div>
          {dates.map((date) => (
            <div key={date.key}>
              <dt>{t(`view.dates.${date.key}`)}</dt>
              <dd>{format.date(date.at)}</dd>
            </div>
          ))}
        </dl>
        <section className={styles.viewSection}>
          <h3 className={styles.viewHeading}>{t('view.tiers')}</h3>
          <TiersTable
            kind={contract.kind}
            rateType={contract.rateType}
            tiers={contract.tiers}
            format={format}
          />
        </section>
        <section className={styles.viewSection}>
          <h3 className={styles.viewHeading}>{t('view.history')}</h3>
          <ol className={styles.events} data-testid="contract-events">
            {contract.events.map((event, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: events are an append-only log
                key={index}
                className={styles.event}
                data-action={event.action}
                data-testid="contract-event"
              >
                <span className={styles.eventDot} aria-hidden="true" />
                <div className={styles.eventBody}>
                  <strong>{t(`events.${event.action}`, { defaultValue: event.action })}</strong>
                  <span className={styles.eventMeta}>
                    {t('view.by', { actor: actorName(event.actor, t) })}
                    {' · '}
                    <time dateTime={event.at}>{format.stamp(event.at)}</time>
                  </span>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <div className={styles.viewActions}>
          <ContractActions contract={contract} size="md" onDone={onClose} />
        </div>
      </div>
    </Modal>
  );
}

type Translate = TFunction;

/** The member's account, the platform (with its operator) or the system (a rule, a job). */
function actorName(actor: string, t: Translate): string {
  if (actor === 'SYSTEM') return t('actors.system');
  if (actor.startsWith('PLATFORM:')) {
    return t('actors.platform', { operator: actor.slice('PLATFORM:'.length) });
  }
  return actor;
}

/** One sentence of where the contract stands, from the asking agent's side. */
function stateNote(contract: Contract, format: ContractFormat, t: Translate): string {
  const side = contract.role === 'UPLINE' ? 'upline' : 'downline';
  const values = {
    upline: format.party(contract.upline),
    downline: contract.downline,
    since: contract.signedAt ? format.date(contract.signedAt) : '',
    until: contract.endsAt ? format.date(contract.endsAt) : '',
  };
  if (contract.state === 'SIGNED' && contract.endsAt) return t('notes.SIGNED_ENDING', values);
  if (contract.state === 'SIGNED') return t('notes.SIGNED', values);
  if (contract.state === 'REQUESTED' || contract.state === 'OFFERED') {
    return t(`notes.${contract.state}.${side}`, values);
  }
  return t(`notes.${contract.state}`, values);
}
