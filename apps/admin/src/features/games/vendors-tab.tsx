import { type OpsGameVendor, opsListGameVendors } from '@nova/contracts/api/ops-games';
import type { ColumnDef } from '@tanstack/react-table';
import { CalendarClock, CircleStop } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Badge, Button, Notice } from '../../components/ui';
import { callApi } from '../../lib/api';
import { count } from '../../lib/format';
import { useCan, useOperator } from '../../lib/session';
import { useKeysetList } from '../../lib/use-keyset';
import {
  categoryName,
  GAMES_KEY,
  MANAGE,
  MaintenanceWindow,
  NARROW_HIDDEN,
  VendorStatusBadge,
} from './games-shared';
import { ClearMaintenanceDialog, MaintenanceDialog } from './maintenance-dialog';

type Dialog = { kind: 'schedule' | 'clear'; vendor: OpsGameVendor };

/**
 * Vendors by code: wallet mode, categories, games, status and the current or next maintenance
 * window. Enter (or a click) on a row opens the vendor's games.
 */
export function VendorsTab({ onOpenVendor }: { onOpenVendor: (code: string) => void }) {
  const { t } = useTranslation();
  const tz = useOperator().brand.timezone;
  const manage = useCan()(MANAGE);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useKeysetList([...GAMES_KEY, 'vendors'], async (after: string | undefined) => {
    const page = await callApi(opsListGameVendors, { query: { after, limit: 100 } });
    return { items: page.items, nextBefore: page.nextAfter };
  });
  const columns: ColumnDef<OpsGameVendor, unknown>[] = [
    {
      header: t('games.vendor'),
      cell: ({ row }) => (
        <span className="stack">
          <strong>{row.original.name}</strong>
          <span className="mono muted small">{row.original.code}</span>
        </span>
      ),
    },
    {
      header: t('games.walletMode'),
      meta: { className: NARROW_HIDDEN },
      cell: ({ row }) =>
        row.original.inHouse ? (
          <Badge tone="info">{t('games.inHouse')}</Badge>
        ) : (
          <Badge>{t(`games.walletModes.${row.original.walletMode}`)}</Badge>
        ),
    },
    {
      header: t('games.categories.title'),
      meta: { className: NARROW_HIDDEN },
      cell: ({ row }) => (
        <span className="games-chips">
          {row.original.categories.map((code) => (
            <span key={code} className="games-chip" title={code}>
              {categoryName(code)}
            </span>
          ))}
        </span>
      ),
    },
    {
      header: t('games.gameCount'),
      meta: { className: `num ${NARROW_HIDDEN}` },
      cell: ({ row }) => (
        <span title={t('games.gameCountHint')}>
          {count(row.original.enabledGameCount)}
          <span className="muted"> / {count(row.original.gameCount)}</span>
        </span>
      ),
    },
    {
      header: t('games.status'),
      cell: ({ row }) => <VendorStatusBadge status={row.original.status} />,
    },
    {
      header: t('games.maintenance'),
      cell: ({ row }) => <MaintenanceWindow vendor={row.original} timeZone={tz} />,
    },
    ...(manage
      ? [
          {
            id: 'actions',
            header: () => <span className="sr-only">{t('common.actions')}</span>,
            meta: { className: 'actions' },
            cell: ({ row }: { row: { original: OpsGameVendor } }) => {
              const vendor = row.original;
              return (
                <span className="games-actions">
                  <Button
                    size="sm"
                    onClick={() => setDialog({ kind: 'schedule', vendor })}
                    aria-label={t(
                      vendor.maintenance ? 'games.rescheduleFor' : 'games.scheduleFor',
                      {
                        name: vendor.name,
                      },
                    )}
                  >
                    <CalendarClock size={14} aria-hidden="true" />
                    {vendor.maintenance ? t('games.reschedule') : t('games.schedule')}
                  </Button>
                  {vendor.maintenance ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDialog({ kind: 'clear', vendor })}
                      aria-label={t(
                        vendor.status === 'SCHEDULED' ? 'games.cancelFor' : 'games.endFor',
                        { name: vendor.name },
                      )}
                    >
                      <CircleStop size={14} aria-hidden="true" />
                      {vendor.status === 'SCHEDULED' ? t('games.cancel') : t('games.end')}
                    </Button>
                  ) : null}
                </span>
              );
            },
          } satisfies ColumnDef<OpsGameVendor, unknown>,
        ]
      : []),
  ];
  const close = () => setDialog(null);
  const finish = (message: string) => {
    setDialog(null);
    setDone(message);
  };
  return (
    <>
      <p className="muted games-help">
        {manage ? t('games.vendorsHelp') : t('games.vendorsHelpReadOnly')}
      </p>
      {done ? <Notice tone="good">{done}</Notice> : null}
      <DataTable
        caption={t('games.tabs.vendors')}
        columns={columns}
        rowId={(row) => row.code}
        empty={t('games.noVendors')}
        onOpen={(row) => onOpenVendor(row.code)}
        {...list}
      />
      {dialog?.kind === 'schedule' ? (
        <MaintenanceDialog vendor={dialog.vendor} onClose={close} onDone={finish} />
      ) : null}
      {dialog?.kind === 'clear' ? (
        <ClearMaintenanceDialog vendor={dialog.vendor} onClose={close} onDone={finish} />
      ) : null}
    </>
  );
}
