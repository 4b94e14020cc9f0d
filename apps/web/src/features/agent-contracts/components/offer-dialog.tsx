import {
  CONTRACT_KINDS,
  type Contract,
  type ContractKind,
  type ContractPeriod,
  type SalaryRateType,
} from '@nova/contracts/api/agent-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon-full';
import { Modal } from '../../../components/modal/modal';
import { showNotice } from '../../../components/notice';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { useContractProcess, useOfferContract } from '../api/contracts-queries';
import { useContractFormat } from '../hooks/use-contract-format';
import { KIND_SLUG, periodsOf, rateTypesOf } from '../lib/kinds';
import {
  checkTiers,
  EMPTY_TIER,
  serverTierIssues,
  type TierDraft,
  type TierIssue,
} from '../lib/tiers';
import { CeilingPanel } from './ceiling-panel';
import styles from './offer.module.css';
import { TierEditor } from './tier-editor';

export interface OfferDialogProps {
  downline: { id: number; account: string };
  /** The kind, fixed (answering a sub-agent's request); otherwise the agent picks it. */
  kind?: ContractKind;
  onClose: () => void;
  onOffered?: (contract: Contract) => void;
}

/**
 * Offer a direct sub-agent a contract (spec §4 "Offered by upline"), or answer its request with
 * terms: kind, period, how the amount is computed and the tiers, checked as the server checks
 * them, beside the agent's own signed contract of that kind, which no tier may beat.
 */
export function OfferDialog({ downline, kind: fixedKind, onClose, onOffered }: OfferDialogProps) {
  const { t } = useTranslation(['agentContracts', 'errors']);
  const format = useContractFormat();
  const offer = useOfferContract();
  const id = useId();
  const [kind, setKind] = useState<ContractKind>(fixedKind ?? 'DIVIDEND');
  const [period, setPeriod] = useState<ContractPeriod>(periodsOf(kind)[0] ?? 'DAILY');
  const [rateType, setRateType] = useState<SalaryRateType>('PERCENT');
  const [drafts, setDrafts] = useState<TierDraft[]>([EMPTY_TIER]);
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<TierIssue[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const own = useContractProcess(kind);
  const ceiling = own.data?.signed ?? null;
  const check = checkTiers(drafts, {
    kind,
    rateType,
    parseMoney: format.money.parse,
    parsePercent: format.parsePercent,
    ceiling,
  });
  const issues = submitted ? [...check.issues, ...serverIssues] : serverIssues;

  function changed() {
    setServerIssues([]);
    setAlert(null);
  }

  function chooseKind(next: ContractKind) {
    setKind(next);
    setPeriod(periodsOf(next)[0] ?? 'DAILY');
    if (!rateTypesOf(next).includes(rateType)) chooseRateType('PERCENT');
    changed();
  }

  function chooseRateType(next: SalaryRateType) {
    // A percentage and an amount do not read as each other: the rates are typed again.
    if (next !== rateType) setDrafts((all) => all.map((draft) => ({ ...draft, rate: '' })));
    setRateType(next);
    changed();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    changed();
    if (!check.tiers || offer.isPending) return;
    try {
      const contract = await offer.mutateAsync({
        downlineId: downline.id,
        kind,
        period,
        rateType,
        tiers: check.tiers,
      });
      showNotice(
        t('notices.offered', {
          account: downline.account,
          kind: t(`kinds.${KIND_SLUG[kind]}.name`),
        }),
      );
      onOffered?.(contract);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'CONTRACT_INVALID') {
        setServerIssues(serverTierIssues(error.details).issues);
      }
      setAlert(errorMessage(t, error));
    }
  }

  const kindName = t(`kinds.${KIND_SLUG[kind]}.name`);
  return (
    <Modal
      name="contract-offer"
      title={t(fixedKind ? 'offer.answerTitle' : 'offer.title', { account: downline.account })}
      onClose={onClose}
      size="xl"
    >
      <form className={styles.offer} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.offerLayout}>
          <div className={styles.offerMain}>
            <p className={styles.offerIntro}>
              <Icon name="contract" size={18} />
              <span>{t('offer.intro', { account: downline.account })}</span>
            </p>
            {fixedKind ? (
              <p className={styles.fixedKind} data-testid="offer-kind-fixed">
                {kindName}
              </p>
            ) : (
              <fieldset className={styles.segmented} data-testid="offer-kind">
                <legend className={styles.legend}>{t('offer.kind')}</legend>
                <div className={styles.segments}>
                  {CONTRACT_KINDS.map((option) => (
                    <label key={option} data-checked={kind === option}>
                      <input
                        type="radio"
                        name={`${id}-kind`}
                        value={option}
                        checked={kind === option}
                        onChange={() => chooseKind(option)}
                        data-testid={`offer-kind-${KIND_SLUG[option]}`}
                      />
                      <span>{t(`kinds.${KIND_SLUG[option]}.name`)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <div className={styles.offerRow}>
              <div className={styles.selectField}>
                <label htmlFor={`${id}-period`}>{t('offer.period')}</label>
                <select
                  id={`${id}-period`}
                  className={styles.select}
                  value={period}
                  disabled={periodsOf(kind).length === 1}
                  onChange={(event) => {
                    setPeriod(event.target.value as ContractPeriod);
                    changed();
                  }}
                  data-testid="offer-period"
                >
                  {periodsOf(kind).map((option) => (
                    <option key={option} value={option}>
                      {t(`periods.${option}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.selectField}>
                <label htmlFor={`${id}-rate`}>{t('offer.rateType')}</label>
                <select
                  id={`${id}-rate`}
                  className={styles.select}
                  value={rateType}
                  disabled={rateTypesOf(kind).length === 1}
                  onChange={(event) => chooseRateType(event.target.value as SalaryRateType)}
                  data-testid="offer-rate-type"
                >
                  {rateTypesOf(kind).map((option) => (
                    <option key={option} value={option}>
                      {kind === 'DIVIDEND' ? t('rateTypes.DIVIDEND') : t(`rateTypes.${option}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <p className={styles.hint}>{t(`offer.explain.${KIND_SLUG[kind]}.${rateType}`)}</p>
            <TierEditor
              kind={kind}
              rateType={rateType}
              drafts={drafts}
              onChange={(next) => {
                setDrafts(next);
                changed();
              }}
              issues={issues}
              format={format}
            />
          </div>
          <CeilingPanel
            kind={kind}
            rateType={rateType}
            query={own}
            compared={check.ceilingCompared}
            format={format}
          />
        </div>
        {alert && <FormError testId="contract-offer-error">{alert}</FormError>}
        <div className={styles.actions}>
          <Button variant="outline" onClick={onClose} data-testid="contract-offer-cancel">
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={offer.isPending} data-testid="contract-offer-submit">
            {t('offer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
