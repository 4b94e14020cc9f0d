import type { Contract } from '@nova/contracts/api/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { count, dateTime, money } from '../../lib/format';
import { useOperator } from '../../lib/session';
import {
  actorText,
  ContractStateBadge,
  kindText,
  periodText,
  ratioText,
  uplineText,
} from './agents-shared';

/** A contract still in force or waiting for an answer: what "Terminate" applies to. */
export function isOpen(contract: Pick<Contract, 'state'>): boolean {
  return (
    contract.state === 'SIGNED' || contract.state === 'OFFERED' || contract.state === 'REQUESTED'
  );
}

/**
 * One contract in full: who pays whom, its terms tier by tier, its dates and every transition
 * with its actor (spec §4: an auditable state machine). Actions are the page's.
 */
export function ContractCard({
  contract,
  onTerminate,
  onOfferAgain,
}: {
  contract: Contract;
  /** Absent without agents.contracts. */
  onTerminate?: ((contract: Contract) => void) | undefined;
  /** Offer new terms from these (a platform contract of a top-level agent). */
  onOfferAgain?: ((contract: Contract) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { timezone: tz, currencyScale: scale } = useOperator().brand;
  const dividend = contract.kind === 'DIVIDEND';
  const percent = contract.rateType === 'PERCENT';
  const requested = contract.state === 'REQUESTED';
  return (
    <article
      className="agent-contract"
      aria-label={t('agents.contract.label', { id: contract.id })}
    >
      <header className="agent-contract-head">
        <div className="stack">
          <strong className="title-with-badges">
            {kindText(t, contract.kind)} <ContractStateBadge state={contract.state} />
          </strong>
          <span className="muted small">
            {t('agents.contract.summary', {
              id: contract.id,
              period: periodText(t, contract.period),
              rateType: t(`agents.rateTypes.${contract.rateType}`),
              upline: uplineText(t, contract.upline),
              downline: contract.downline,
            })}
          </span>
        </div>
        <div className="row-actions">
          {onOfferAgain ? (
            <Button size="sm" onClick={() => onOfferAgain(contract)}>
              {requested ? t('agents.contract.answer') : t('agents.contract.offerAgain')}
            </Button>
          ) : null}
          {onTerminate && isOpen(contract) && !requested ? (
            <Button size="sm" variant="danger" onClick={() => onTerminate(contract)}>
              {contract.state === 'SIGNED'
                ? t('agents.contract.terminate')
                : t('agents.contract.withdraw')}
            </Button>
          ) : null}
        </div>
      </header>
      {requested ? (
        <p className="muted small">{t('agents.contract.requestedHint')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="sr-only">{t('agents.tiers.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agents.tiers.tierColumn')}</th>
                <th scope="col" className="num">
                  {t('agents.tiers.fieldNames.minBets')}
                </th>
                {dividend ? (
                  <th scope="col" className="num">
                    {t('agents.tiers.fieldNames.minNetLoss')}
                  </th>
                ) : null}
                <th scope="col" className="num">
                  {t('agents.tiers.fieldNames.minActive')}
                </th>
                <th scope="col" className="num">
                  {percent
                    ? t('agents.tiers.fieldNames.ratio')
                    : t('agents.tiers.fieldNames.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {contract.tiers.map((tier, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a contract's tiers never move
                <tr key={index}>
                  <td className="nowrap">{t('agents.tiers.tier', { n: index + 1 })}</td>
                  <td className="num">{money(tier.minBets, scale)}</td>
                  {dividend ? <td className="num">{money(tier.minNetLoss, scale)}</td> : null}
                  <td className="num">{count(tier.minActive)}</td>
                  <td className="num">
                    <strong>
                      {percent ? ratioText(t, tier.ratio) : money(tier.amount, scale)}
                    </strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted small agent-contract-dates">
        {[
          t('agents.contract.created', { at: dateTime(contract.createdAt, tz) }),
          contract.signedAt
            ? t('agents.contract.signed', { at: dateTime(contract.signedAt, tz) })
            : null,
          contract.startsAt
            ? t('agents.contract.starts', { at: dateTime(contract.startsAt, tz) })
            : null,
          contract.endsAt ? t('agents.contract.ends', { at: dateTime(contract.endsAt, tz) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <details className="agent-events">
        <summary>{t('agents.contract.history', { count: contract.events.length })}</summary>
        <ol>
          {contract.events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only
            <li key={index}>
              <span className="nowrap">{dateTime(event.at, tz)}</span>{' '}
              <strong>{t(`agents.events.${event.action}`, { defaultValue: event.action })}</strong>{' '}
              <span className="muted">
                {t('agents.contract.by', { actor: actorText(t, event.actor) })}
              </span>
              {event.note ? <span className="agent-event-note"> — {event.note}</span> : null}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
