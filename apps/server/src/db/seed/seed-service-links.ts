import type { ResourceType } from '@nova/contracts/constants';
import type { Db } from '../client.ts';
import { resources } from '../schema/content.ts';
import { brandAssetPath } from './catalogue.ts';

/**
 * The demo brand's content is only what is true (decision 029): it has no support channel, social
 * account, app, licence or certification of its own, so none is seeded (every link the seed once
 * carried pointed to a dead address). Its payment logos are its two deposit channels
 * (seed-payments.ts), each shown only while that channel is enabled.
 *
 * [resourceType, asset name, title, link, deposit channel code] (spec §2 footer, header logo).
 */
const RESOURCES: readonly (readonly [
  ResourceType,
  string,
  string,
  string | null,
  string | null,
])[] = [
  ['LOGO', 'logo', 'Nova88', '/', null],
  ['LOGO_MARK', 'logo-mark', 'Nova88', '/', null],
  ['PAYMENT_METHOD', 'pay-bank', 'Local Bank Transfer', null, 'BANK_TRANSFER'],
  ['PAYMENT_METHOD', 'pay-fpx', 'FPX Online Banking', null, 'SANDBOXPAY_FPX'],
  ['AGE_BADGE', 'age-18', '18+', '/help#responsible', null],
];

export async function seedServiceLinks(db: Db, brandId: number): Promise<void> {
  await db
    .insert(resources)
    .values(
      RESOURCES.map(([resourceType, name, title, link, paymentChannelCode], sort) => ({
        brandId,
        code: `${resourceType}:${name}`,
        resourceType,
        title,
        url: brandAssetPath(name),
        link,
        paymentChannelCode,
        sort,
      })),
    )
    .onConflictDoNothing({ target: [resources.brandId, resources.code] });
}
