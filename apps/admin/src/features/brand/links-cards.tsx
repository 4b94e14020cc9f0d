import {
  APP_PLATFORMS,
  AppDownloadsInputSchema,
  type BrandSettings,
  CustomerServiceInputSchema,
  opsPutBrandAppDownloads,
  opsPutBrandCustomerService,
} from '@nova/contracts/api/ops-brand';
import { CUSTOMER_SERVICE_TYPES } from '@nova/contracts/constants';
import { get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver, useSectionForm } from './brand-form';
import { SectionCard } from './brand-section';

type CsType = (typeof CUSTOMER_SERVICE_TYPES)[number];
type Platform = (typeof APP_PLATFORMS)[number];
type Row = Record<string, string>;

/** A row left empty is a channel the site does not show. */
const filled = (row: Row | undefined) =>
  row !== undefined && Object.values(row).some((value) => value.trim() !== '');

/**
 * The body lists only the filled rows; a body path (`links.1.url`) names its row by key
 * (`links.TELEGRAM.url`), so the issue lands on the right inputs.
 */
function rowPath(list: string, keyName: string) {
  return (path: string, body: unknown) => {
    const [head, index, ...rest] = path.split('.');
    if (head !== list || index === undefined) return path;
    const key = get(body, `${list}.${index}.${keyName}`) as string | undefined;
    return key ? [list, key, ...rest].join('.') : path;
  };
}

/** One link per row: each input's label names its row, for screen readers and at 390 px. */
function LinkTable<K extends string>({
  keys,
  columns,
  rowLabel,
  values,
  editable,
  register,
  error,
  caption,
}: {
  keys: readonly K[];
  columns: readonly { name: string; label: string; placeholder?: string; mono?: boolean }[];
  rowLabel: (key: K) => string;
  values: Partial<Record<K, Row>>;
  editable: boolean;
  register: (path: string) => object;
  error: (path: string) => string | undefined;
  caption: string;
}) {
  const { t } = useTranslation();
  const shown = keys.filter((key) => editable || filled(values[key]));
  if (!editable && shown.length === 0) return <p className="muted">{t('brand.links.none')}</p>;
  return (
    <div className="table-scroll brand-stack">
      <table className="table brand-links">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('brand.links.channel')}</th>
            {columns.map((column) => (
              <th scope="col" key={column.name}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((key) => (
            <tr key={key}>
              <th scope="row" className="brand-field">
                {rowLabel(key)}
              </th>
              {columns.map((column) => {
                const path = `${key}.${column.name}`;
                const message = error(path);
                return (
                  <td key={column.name} data-label={column.label}>
                    {editable ? (
                      <>
                        <input
                          className={`input input-sm${column.mono ? ' mono' : ''}`}
                          aria-label={`${rowLabel(key)}: ${column.label}`}
                          aria-invalid={message ? true : undefined}
                          placeholder={column.placeholder}
                          autoComplete="off"
                          spellCheck={false}
                          {...register(path)}
                        />
                        {message ? <span className="field-message">{message}</span> : null}
                      </>
                    ) : (
                      <span className={column.mono ? 'mono brand-url' : undefined}>
                        {values[key]?.[column.name] || '—'}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Customer service channels the site shows (side menu, floating bar, status pages). */
export function CustomerServiceCard({
  settings,
  editable,
}: {
  settings: BrandSettings;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const current = settings.customerService;
  type Values = { links: Record<CsType, Row> };
  const toValues = (): Values => ({
    links: Object.fromEntries(
      CUSTOMER_SERVICE_TYPES.map((type) => {
        const link = current.find((cs) => cs.csType === type);
        const row: Row = { title: link?.title ?? '', url: link?.url ?? '' };
        return [type, row];
      }),
    ) as Record<CsType, Row>,
  });
  const form = useForm<
    Values,
    unknown,
    { links: { csType: CsType; title: string; url: string }[] }
  >({
    defaultValues: toValues(),
    resolver: contractResolver(
      CustomerServiceInputSchema,
      (v: Values) => ({
        links: CUSTOMER_SERVICE_TYPES.filter((type) => filled(v.links[type])).map((type) => ({
          csType: type,
          title: v.links[type].title ?? '',
          url: v.links[type].url ?? '',
        })),
      }),
      rowPath('links', 'csType'),
    ),
  });
  const { error, card } = useSectionForm(form, opsPutBrandCustomerService, current, toValues);
  return (
    <SectionCard
      title={t('brand.support.title')}
      description={t('brand.support.lead')}
      editable={editable}
      {...card}
    >
      <LinkTable
        keys={CUSTOMER_SERVICE_TYPES}
        caption={t('brand.support.title')}
        columns={[
          { name: 'title', label: t('brand.links.label') },
          { name: 'url', label: t('brand.links.url'), placeholder: 'https://', mono: true },
        ]}
        rowLabel={(type) => t(`brand.support.types.${type}`)}
        values={toValues().links}
        editable={editable}
        register={(path) => form.register(`links.${path}` as 'links.LIVECHAT.url')}
        error={(path) => error(`links.${path}`)}
      />
      {editable ? <p className="brand-hint">{t('brand.links.hint')}</p> : null}
    </SectionCard>
  );
}

/** The app download band and QR popover: a QR image and a store link per platform. */
export function AppDownloadsCard({
  settings,
  editable,
}: {
  settings: BrandSettings;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const current = settings.appDownloads;
  type Values = { apps: Record<Platform, Row> };
  const toValues = (): Values => ({
    apps: Object.fromEntries(
      APP_PLATFORMS.map((platform) => {
        const app = current.find((a) => a.platform === platform);
        const row: Row = { qrImageUrl: app?.qrImageUrl ?? '', storeUrl: app?.storeUrl ?? '' };
        return [platform, row];
      }),
    ) as Record<Platform, Row>,
  });
  const form = useForm<
    Values,
    unknown,
    { apps: { platform: Platform; qrImageUrl: string; storeUrl: string }[] }
  >({
    defaultValues: toValues(),
    resolver: contractResolver(
      AppDownloadsInputSchema,
      (v: Values) => ({
        apps: APP_PLATFORMS.filter((platform) => filled(v.apps[platform])).map((platform) => ({
          platform,
          qrImageUrl: v.apps[platform].qrImageUrl ?? '',
          storeUrl: v.apps[platform].storeUrl ?? '',
        })),
      }),
      rowPath('apps', 'platform'),
    ),
  });
  const { error, card } = useSectionForm(form, opsPutBrandAppDownloads, current, toValues);
  return (
    <SectionCard
      title={t('brand.apps.title')}
      description={t('brand.apps.lead')}
      editable={editable}
      {...card}
    >
      <LinkTable
        keys={APP_PLATFORMS}
        caption={t('brand.apps.title')}
        columns={[
          {
            name: 'storeUrl',
            label: t('brand.apps.storeUrl'),
            placeholder: 'https://',
            mono: true,
          },
          {
            name: 'qrImageUrl',
            label: t('brand.apps.qrImageUrl'),
            placeholder: '/media/…',
            mono: true,
          },
        ]}
        rowLabel={(platform) => t(`brand.apps.platforms.${platform}`)}
        values={toValues().apps}
        editable={editable}
        register={(path) => form.register(`apps.${path}` as 'apps.IOS.storeUrl')}
        error={(path) => error(`apps.${path}`)}
      />
      {editable ? <p className="brand-hint">{t('brand.apps.hint')}</p> : null}
    </SectionCard>
  );
}
