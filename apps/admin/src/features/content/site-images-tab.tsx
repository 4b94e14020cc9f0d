import {
  type OpsSiteImage,
  opsListSiteImages,
  opsRemoveSiteImage,
  type SiteImageType,
} from '@nova/contracts/api/ops-content-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { FormDialog } from '../../components/form-dialog';
import { Badge, Button, Notice, Spinner } from '../../components/ui';
import { callApi, errorText } from '../../lib/api';
import { useCan } from '../../lib/session';
import { SiteImageEditor } from './site-image-editor';
import { IMAGE_GROUPS, IMAGES_KEY, type ImageGroup, SiteImageThumb } from './site-images-shared';
import './content-pages.css';

/** Whether the site shows it: a payment logo only while its deposit channel is open. */
function OnSiteBadge({ image }: { image: OpsSiteImage }) {
  const { t } = useTranslation();
  return image.onSite ? (
    <Badge tone="good">{t('content.images.shown')}</Badge>
  ) : (
    <Badge tone="warn">{t('content.images.offSite')}</Badge>
  );
}

/** Asks before an image leaves the site; the audit log keeps it. */
function RemoveDialog({ image, onClose }: { image: OpsSiteImage; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callApi(opsRemoveSiteImage, { params: { id: image.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: IMAGES_KEY });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      danger
      title={t('content.images.removeTitle', { title: image.title })}
      submit={t('content.images.remove')}
      busy={remove.isPending}
      error={remove.isError ? errorText(t, remove.error) : null}
      intro={<p className="dialog-text">{t('content.images.removeText')}</p>}
      onClose={onClose}
      onSubmit={() => remove.mutate()}
    >
      <div className="image-remove">
        <SiteImageThumb url={image.url} title={image.title} />
        <span className="stack">
          <strong>{image.title}</strong>
          <span className="muted small">{t(`content.images.types.${image.resourceType}`)}</span>
        </span>
      </div>
    </FormDialog>
  );
}

function GroupTable({
  group,
  rows,
  loading,
  onOpen,
  onAdd,
  onRemove,
}: {
  group: ImageGroup;
  rows: OpsSiteImage[];
  loading: boolean;
  onOpen: (image: OpsSiteImage) => void;
  onAdd: () => void;
  onRemove: (image: OpsSiteImage) => void;
}) {
  const { t } = useTranslation();
  const canWrite = useCan()('content.write');
  const name = t(`content.images.groups.${group.key}`);
  const columns: ColumnDef<OpsSiteImage, unknown>[] = [
    {
      header: t('content.image'),
      meta: { className: 'thumb-cell image-thumb-cell' },
      cell: ({ row }) => <SiteImageThumb url={row.original.url} title={row.original.title} />,
    },
    {
      header: t('content.images.title'),
      meta: { className: 'image-title-cell' },
      cell: ({ row }) => (
        <span className="stack">
          <strong>{row.original.title}</strong>
          {group.types.length > 1 ? (
            <span className="muted small">
              {t(`content.images.types.${row.original.resourceType}`)}
            </span>
          ) : null}
          {row.original.link ? (
            <span className="mono small muted link-target" title={row.original.link}>
              {t('content.images.linksTo', { link: row.original.link })}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
  if (group.key === 'payments') {
    columns.push({
      header: t('content.images.channel'),
      meta: { className: 'image-channel-cell' },
      cell: ({ row }) => (
        <span className="stack">
          <span className="mono small">{row.original.paymentChannelCode}</span>
          <OnSiteBadge image={row.original} />
        </span>
      ),
    });
  }
  columns.push({
    header: t('content.images.order'),
    meta: { className: 'num narrow' },
    accessorKey: 'sort',
  });
  if (canWrite) {
    columns.push({
      id: 'actions',
      header: () => <span className="sr-only">{t('common.actions')}</span>,
      meta: { className: 'actions-cell' },
      cell: ({ row }) => (
        <button
          type="button"
          className="icon-btn image-remove-btn"
          aria-label={t('content.images.removeLabel', { title: row.original.title })}
          title={t('content.images.remove')}
          onClick={() => onRemove(row.original)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      ),
    });
  }
  const headingId = `images-${group.key}`;
  return (
    <section className="image-group" aria-labelledby={headingId}>
      <header className="image-group-head">
        <div>
          <h3 id={headingId}>
            {name} <span className="image-count">{rows.length}</span>
          </h3>
          <p className="muted small">{t(`content.images.groupHints.${group.key}`)}</p>
        </div>
        {canWrite ? (
          <Button size="sm" onClick={onAdd} aria-label={t('content.images.addTo', { group: name })}>
            <Plus size={15} aria-hidden="true" />
            {t('content.images.add')}
          </Button>
        ) : null}
      </header>
      <DataTable
        caption={name}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        loading={loading}
        empty={t('content.images.none')}
        onOpen={onOpen}
      />
    </section>
  );
}

/**
 * The brand's site images by where they show (logos, payment methods, licences,
 * certifications, social media, age badge): a row opens its editor; Add creates one of the
 * group's type; the bin removes one after asking. App downloads stay in brand settings.
 */
export function SiteImagesTab() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: IMAGES_KEY,
    queryFn: ({ signal }) => callApi(opsListSiteImages, { signal }),
  });
  const [open, setOpen] = useState<{
    image: OpsSiteImage | null;
    type: SiteImageType;
    seq: number;
  } | null>(null);
  const [removing, setRemoving] = useState<OpsSiteImage | null>(null);
  const items = list.data?.items ?? [];
  return (
    <>
      <p className="muted small tab-intro">{t('content.images.intro')}</p>
      {list.isError ? <Notice tone="bad">{errorText(t, list.error)}</Notice> : null}
      {list.isPending ? <Spinner label={t('common.loading')} /> : null}
      {list.isSuccess ? (
        <div className="image-groups">
          {IMAGE_GROUPS.map((group) => (
            <GroupTable
              key={group.key}
              group={group}
              rows={items.filter((image) => group.types.includes(image.resourceType))}
              loading={list.isFetching && !list.isSuccess}
              onOpen={(image) => setOpen({ image, type: image.resourceType, seq: Date.now() })}
              onAdd={() => setOpen({ image: null, type: group.types[0], seq: Date.now() })}
              onRemove={setRemoving}
            />
          ))}
        </div>
      ) : null}
      {open ? (
        <Fragment key={open.seq}>
          <SiteImageEditor
            image={open.image}
            type={open.type}
            channels={list.data?.channels ?? []}
            onClose={() => setOpen(null)}
            onRemove={(image) => {
              setOpen(null);
              setRemoving(image);
            }}
          />
        </Fragment>
      ) : null}
      {removing ? <RemoveDialog image={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}
