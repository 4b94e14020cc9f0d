import {
  getSystemSettings,
  MaintenanceSettingSchema,
  setMaintenance,
  setRegionRestriction,
} from '@nova/contracts/api/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '../../components/field';
import { Badge, Button, Card, Notice, PageHeader, Spinner } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useOperator } from '../../lib/session';
import { isoToZoned, zonedToIso } from '../../lib/zoned-time';

const KEY = ['ops', 'system'] as const;

/** System status: maintenance with its end time, and the region restriction's IP ranges. */
export default function SystemPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const tz = operator.brand.timezone;
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => callApi(getSystemSettings) });
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [ranges, setRanges] = useState('');
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    setStart(isoToZoned(settings.data.maintenance.maintenanceStart, tz));
    setEnd(isoToZoned(settings.data.maintenance.maintenanceEnd, tz));
    setRanges(settings.data.blockedRanges.join('\n'));
  }, [settings.data, tz]);
  const maintenance = useMutation({
    mutationFn: (active: boolean) => {
      const body = {
        active,
        maintenanceStart: active ? (zonedToIso(start, tz) ?? null) : null,
        maintenanceEnd: active ? (zonedToIso(end, tz) ?? null) : null,
      };
      const checked = MaintenanceSettingSchema.safeParse(body);
      if (!checked.success) throw new Error('invalid');
      return callApi(setMaintenance, { body });
    },
    onSuccess: () => {
      setDone(t('system.saved'));
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const region = useMutation({
    mutationFn: () =>
      callApi(setRegionRestriction, {
        body: {
          blockedRanges: ranges
            .split(/[\s,]+/)
            .map((r) => r.trim())
            .filter(Boolean),
        },
      }),
    onSuccess: () => {
      setDone(t('system.saved'));
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  if (settings.isPending) return <Spinner label={t('common.loading')} />;
  if (settings.isError) return <Notice tone="bad">{errorText(t, settings.error)}</Notice>;
  const current = settings.data.maintenance;
  const failure = (error: unknown) =>
    error instanceof Error && error.message === 'invalid'
      ? t('system.endRequired')
      : errorText(t, error);
  return (
    <>
      <PageHeader title={t('system.title')} subtitle={t('system.subtitle')} />
      {done ? <Notice tone="good">{done}</Notice> : null}
      <div className="grid-2">
        <Card
          title={t('system.maintenance')}
          actions={
            <Badge tone={current.active ? 'bad' : 'good'}>
              {current.active ? t('system.maintenanceOn') : t('system.maintenanceOff')}
            </Badge>
          }
        >
          {current.active ? (
            <p className="muted">
              {t('system.maintenanceUntil', {
                end: dateTime(current.maintenanceEnd, operator.brand.timezone),
              })}
            </p>
          ) : null}
          {maintenance.isError ? <Notice tone="bad">{failure(maintenance.error)}</Notice> : null}
          <div className="grid-2">
            <TextField
              label={t('system.start')}
              hint={t('system.brandTime', { tz })}
              type="datetime-local"
              value={start}
              onChange={(event) => setStart(event.target.value)}
            />
            <TextField
              label={t('system.end')}
              type="datetime-local"
              value={end}
              onChange={(event) => setEnd(event.target.value)}
            />
          </div>
          <div className="form-actions">
            {current.active ? (
              <Button busy={maintenance.isPending} onClick={() => maintenance.mutate(false)}>
                {t('system.endMaintenance')}
              </Button>
            ) : null}
            <Button
              variant={current.active ? 'primary' : 'danger'}
              busy={maintenance.isPending}
              onClick={() => maintenance.mutate(true)}
            >
              {current.active ? t('system.updateMaintenance') : t('system.startMaintenance')}
            </Button>
          </div>
        </Card>
        <Card title={t('system.region')}>
          <p className="muted">{t('system.regionHelp')}</p>
          {region.isError ? <Notice tone="bad">{failure(region.error)}</Notice> : null}
          <TextArea
            label={t('system.ranges')}
            rows={8}
            className="mono"
            value={ranges}
            onChange={(event) => setRanges(event.target.value)}
            placeholder="203.0.113.0/24"
          />
          <div className="form-actions">
            <Button variant="primary" busy={region.isPending} onClick={() => region.mutate()}>
              {t('common.save')}
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}
