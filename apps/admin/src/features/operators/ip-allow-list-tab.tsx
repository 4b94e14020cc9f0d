import {
  OPERATOR_IP_ALLOW_LIST_MAX,
  opsGetIpAllowList,
  opsSetIpAllowList,
} from '@nova/contracts/api/ops-operators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../components/field';
import { Badge, Button, Notice, Spinner } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { count } from '../../lib/format';
import { actionError, ConfirmDialog, IP_LIST_KEY } from './operators-shared';

function parse(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/u)
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
}

/** The contract's shape check (the server parses each entry again). */
const IP_OR_CIDR = /^[0-9a-fA-F:.]+\/\d{1,3}$|^[0-9a-fA-F:.]+$/u;
const looksValid = (entry: string) => entry.length <= 64 && IP_OR_CIDR.test(entry);

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

/**
 * The addresses operators may sign in and work from. Empty: any address. The server refuses a
 * list that would leave out the caller's own address; service-account keys are not bound by it.
 */
export function IpAllowListTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: IP_LIST_KEY, queryFn: () => callApi(opsGetIpAllowList) });
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (current.data) setText(current.data.cidrs.join('\n'));
  }, [current.data]);
  if (current.isPending) return <Spinner label={t('common.loading')} />;
  if (current.isError) return <Notice tone="bad">{errorText(t, current.error)}</Notice>;
  const saved = current.data.cidrs;
  const entries = parse(text);
  const dirty = !same(entries, saved);
  const invalid = entries.filter((entry) => !looksValid(entry));
  const fieldError =
    invalid.length > 0
      ? t('operators.errors.invalidEntries', { entries: invalid.join(', ') })
      : entries.length > OPERATOR_IP_ALLOW_LIST_MAX
        ? t('operators.ip.tooMany', { max: OPERATOR_IP_ALLOW_LIST_MAX })
        : undefined;
  return (
    <div className="ip-list">
      <div className="ip-list-main">
        {done ? <Notice tone="good">{done}</Notice> : null}
        <div className="ip-list-state">
          {saved.length === 0 ? (
            <Badge tone="warn">{t('operators.ip.open')}</Badge>
          ) : (
            <Badge tone="good">{t('operators.ip.restricted', { count: saved.length })}</Badge>
          )}
          <span className="muted small">
            {t('operators.ip.yourIp')}{' '}
            <strong className="mono ip-you">{current.data.yourIp}</strong>
          </span>
        </div>
        <TextArea
          label={t('operators.ip.label')}
          rows={10}
          className="input textarea mono"
          spellCheck={false}
          value={text}
          placeholder={'203.0.113.0/24\n198.51.100.7'}
          hint={t('operators.ip.hint', { count: count(entries.length) })}
          error={fieldError}
          onChange={(event) => {
            setDone(null);
            setText(event.target.value);
          }}
        />
        <div className="form-actions">
          {dirty ? (
            <Button variant="ghost" onClick={() => setText(saved.join('\n'))}>
              {t('operators.ip.discard')}
            </Button>
          ) : null}
          <Button
            variant="primary"
            disabled={!dirty || fieldError !== undefined}
            onClick={() => setConfirming(true)}
          >
            {t('operators.ip.save')}
          </Button>
        </div>
      </div>
      <aside className="ip-list-help">
        <h3>
          <Globe size={15} aria-hidden="true" />
          {t('operators.ip.howTitle')}
        </h3>
        <ul>
          <li>{t('operators.ip.howEmpty')}</li>
          <li>{t('operators.ip.howFormat')}</li>
          <li>{t('operators.ip.howKeys')}</li>
        </ul>
        <h3 className="ip-list-danger">
          <ShieldAlert size={15} aria-hidden="true" />
          {t('operators.ip.riskTitle')}
        </h3>
        <p>{t('operators.ip.riskText')}</p>
      </aside>
      {confirming ? (
        <ConfirmDialog
          open
          title={t('operators.ip.confirmTitle')}
          confirm={t('operators.ip.save')}
          danger={entries.length > 0}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const result = await callApi(opsSetIpAllowList, { body: { cidrs: entries } });
            queryClient.setQueryData(IP_LIST_KEY, result);
            setConfirming(false);
            setDone(t('operators.ip.saved'));
          }}
          describeError={(error) =>
            actionError(t, error, 'ipList', {
              values: { ip: current.data.yourIp },
              cidrs: entries,
            })
          }
        >
          <p className="dialog-text">
            {entries.length === 0
              ? t('operators.ip.confirmEmpty')
              : t('operators.ip.confirmList', { count: entries.length })}
          </p>
          {entries.length > 0 ? (
            <ul className="ip-confirm-list mono">
              {entries.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
