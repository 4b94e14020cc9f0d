import { opsGetFourEyes, opsPutFourEyes } from '@nova/contracts/api/ops-approvals';
import { parseLocaleDecimal } from '@nova/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/field';
import { Button, Card, Facts, Notice } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { dateTime, money } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';

const FIELDS = ['bonusMax', 'withdrawalMax', 'depositMax', 'refundMax'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The brand's four-eyes thresholds: at or below one of them a single operator's action runs at
 * once; above it, it waits here for a second operator. A super admin changes them (audited).
 */
export function FourEyesCard() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const tz = useOperator().brand.timezone;
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['ops', 'four-eyes'],
    queryFn: () => callApi(opsGetFourEyes),
  });
  const [editing, setEditing] = useState<Record<Field, string> | null>(null);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const save = useMutation({
    mutationFn: (body: Record<Field, string>) => callApi(opsPutFourEyes, { body }),
    onSuccess: async () => {
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['ops', 'four-eyes'] });
    },
  });
  if (!settings.data) {
    return settings.isError ? <Notice tone="bad">{errorText(t, settings.error)}</Notice> : null;
  }
  const s = settings.data;
  const scale = s.currencyScale;
  const submit = () => {
    if (!editing) return;
    const body = {} as Record<Field, string>;
    for (const field of FIELDS) {
      const minor = parseLocaleDecimal(editing[field], scale, i18n.language);
      if (minor === null || minor < 0n) {
        setInvalid(field);
        return;
      }
      body[field] = minor.toString();
    }
    setInvalid(null);
    save.mutate(body);
  };
  return (
    <Card
      title={t('approvals.thresholds.title')}
      actions={
        can('settings.money') && !editing ? (
          <Button
            size="sm"
            onClick={() =>
              setEditing({
                bonusMax: money(s.bonusMax, scale).replace(/[^\d.,]/g, ''),
                withdrawalMax: money(s.withdrawalMax, scale).replace(/[^\d.,]/g, ''),
                depositMax: money(s.depositMax, scale).replace(/[^\d.,]/g, ''),
                refundMax: money(s.refundMax, scale).replace(/[^\d.,]/g, ''),
              })
            }
          >
            {t('approvals.thresholds.edit')}
          </Button>
        ) : null
      }
    >
      <p className="muted">{t('approvals.thresholds.help')}</p>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {save.isError ? <Notice tone="bad">{errorText(t, save.error)}</Notice> : null}
          <div className="grid-4">
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={`${t(`approvals.thresholds.${field}`)} (${s.currency})`}
                inputMode="decimal"
                value={editing[field]}
                error={invalid === field ? t('approvals.thresholds.invalid') : undefined}
                onChange={(event) => setEditing({ ...editing, [field]: event.target.value })}
              />
            ))}
          </div>
          <div className="form-actions">
            <Button variant="ghost" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="primary" busy={save.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      ) : (
        <Facts
          items={[
            ...FIELDS.map(
              (field) =>
                [t(`approvals.thresholds.${field}`), `${money(s[field], scale)} ${s.currency}`] as [
                  string,
                  string,
                ],
            ),
            [
              t('approvals.thresholds.updated'),
              s.updatedBy
                ? `${s.updatedBy} · ${dateTime(s.updatedAt, tz)}`
                : t('approvals.thresholds.defaults'),
            ],
          ]}
        />
      )}
    </Card>
  );
}
