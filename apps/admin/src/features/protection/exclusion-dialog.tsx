import { opsAddExclusion } from '@nova/contracts/api/ops-protection';
import {
  EXCLUSION_DURATIONS_BY_KIND,
  EXCLUSION_KINDS,
  type ExclusionDuration,
  type ExclusionKind,
  exclusionEndsAt,
} from '@nova/contracts/api/protection';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Notice } from '../../components/ui';
import { useAdminForm } from '../../lib/form';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import {
  ChoiceField,
  type ProtectionDialogProps,
  ProtectionFormDialog,
  useProtectionCall,
} from './protection-dialog';

/** The request's own body: the form is checked by the schema the server checks it with. */
const ExclusionForm = opsAddExclusion.body;
export type ExclusionBody = z.infer<typeof ExclusionForm>;

/**
 * Record a time-out or a self-exclusion the member asked for (by phone, by e-mail): it starts at
 * once, ends every session of the member, and nobody can shorten or end it. The operator
 * confirms that in so many words before the button does anything.
 */
export function ExclusionDialog(props: ProtectionDialogProps<ExclusionBody>) {
  const { open, protection } = props;
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const confirmId = useId();
  const form = useAdminForm(ExclusionForm, { kind: 'TIMEOUT', duration: '24H', reason: '' });
  const [confirmed, setConfirmed] = useState(false);
  const call = useProtectionCall(props, () => {
    form.reset();
    setConfirmed(false);
  });
  const kind = form.watch('kind');
  const duration = form.watch('duration');
  const end = open ? exclusionEndsAt(duration, new Date()) : null;
  const active = protection.exclusion;
  const submit = form.handleSubmit((values) =>
    call.send({ kind: values.kind, duration: values.duration, reason: values.reason.trim() }),
  );
  const kindField = form.register('kind', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as ExclusionKind;
      form.setValue('duration', EXCLUSION_DURATIONS_BY_KIND[next][0] as ExclusionDuration);
    },
  });
  return (
    <ProtectionFormDialog
      open={open}
      call={call}
      title={t('protection.exclude.title', { account: protection.account })}
      onSubmit={() => void submit()}
      submit={t(`protection.exclude.submit.${kind}`)}
      danger
      disabled={!confirmed}
      intro={
        <div className="prot-warning" role="note">
          <TriangleAlert size={18} aria-hidden="true" />
          <div>
            <strong>{t('protection.exclude.warningTitle')}</strong>
            <p>{t(`protection.exclude.warning.${kind}`)}</p>
          </div>
        </div>
      }
      notice={
        active ? (
          <Notice tone="warn">
            {active.endsAt
              ? t('protection.exclude.alreadyUntil', {
                  kind: t(`protection.exclusionKinds.${active.kind}`),
                  until: dateTime(active.endsAt, tz),
                })
              : t('protection.exclude.alreadyPermanent')}
          </Notice>
        ) : null
      }
      choices={
        <>
          <ChoiceField
            label={t('protection.exclude.kind')}
            options={EXCLUSION_KINDS}
            optionText={(k) => t(`protection.exclusionKinds.${k}`)}
            {...kindField}
          />
          <ChoiceField
            label={t('protection.exclude.duration')}
            options={EXCLUSION_DURATIONS_BY_KIND[kind]}
            optionText={(d) => t(`protection.durations.${d}`)}
            {...form.register('duration')}
          />
        </>
      }
      current={{
        testId: 'exclusion-end',
        text: end
          ? t('protection.exclude.endsAt', { date: dateTime(end.toISOString(), tz) })
          : t('protection.exclude.endsNever'),
      }}
      reason={{
        label: t('protection.exclude.reason'),
        error: form.message('reason'),
        field: form.register('reason'),
      }}
      after={
        <label className="prot-confirm" htmlFor={confirmId}>
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>{t('protection.exclude.confirm', { account: protection.account })}</span>
        </label>
      }
    />
  );
}
