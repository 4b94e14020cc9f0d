import type { ResourceType } from '@nova/contracts/constants';
import type { Db } from '../client.ts';
import { customerServices, resources } from '../schema/content.ts';
import { brandAssetPath } from './catalogue.ts';

const CUSTOMER_SERVICE = [
  ['LIVECHAT', 'Live Chat 24/7', 'https://chat.nova88.example/livechat'],
  ['FACEBOOK', 'Facebook', 'https://nova88.example/go/facebook'],
  ['TELEGRAM', 'Telegram Support', 'https://t.me/nova88_support'],
  ['TELEGRAM1', 'Telegram Channel', 'https://t.me/nova88_official'],
  ['WHATSAPP', 'WhatsApp', 'https://wa.me/60123456788'],
] as const;

/** [resourceType, asset name, title, link] (spec §2 footer, side menu QR, header logo). */
const RESOURCES: readonly (readonly [ResourceType, string, string, string | null])[] = [
  ['LOGO', 'logo', 'Nova88', '/'],
  ['LOGO_MARK', 'logo-mark', 'Nova88', '/'],
  ['PAYMENT_METHOD', 'pay-fpx', 'FPX Online Banking', null],
  ['PAYMENT_METHOD', 'pay-duitnow', 'DuitNow', null],
  ['PAYMENT_METHOD', 'pay-touchngo', "Touch 'n Go eWallet", null],
  ['PAYMENT_METHOD', 'pay-bank', 'Local Bank Transfer', null],
  ['PAYMENT_METHOD', 'pay-visa', 'Visa', null],
  ['PAYMENT_METHOD', 'pay-mastercard', 'Mastercard', null],
  ['PAYMENT_METHOD', 'pay-usdt', 'USDT', null],
  ['CERTIFICATION', 'cert-gli', 'Gaming Laboratories International', null],
  ['CERTIFICATION', 'cert-itech', 'iTech Labs', null],
  ['CERTIFICATION', 'cert-bmm', 'BMM Testlabs', null],
  ['CERTIFICATION', 'cert-gc', 'GamCare', null],
  ['SOCIAL_MEDIA', 'social-facebook', 'Facebook', 'https://nova88.example/go/facebook'],
  ['SOCIAL_MEDIA', 'social-instagram', 'Instagram', 'https://nova88.example/go/instagram'],
  ['SOCIAL_MEDIA', 'social-youtube', 'YouTube', 'https://nova88.example/go/youtube'],
  ['SOCIAL_MEDIA', 'social-telegram', 'Telegram', 'https://t.me/nova88_official'],
  ['SOCIAL_MEDIA', 'social-whatsapp', 'WhatsApp', 'https://wa.me/60123456788'],
  ['LICENSE', 'license-pagcor', 'PAGCOR', null],
  ['LICENSE', 'license-curacao', 'Curaçao eGaming', null],
  ['LICENSE', 'license-mga', 'Malta Gaming Authority', null],
  ['LICENSE', 'license-isle-of-man', 'Isle of Man GSC', null],
  ['APP_DOWNLOAD', 'qr-ios', 'iOS', 'https://nova88.example/app/ios'],
  ['APP_DOWNLOAD', 'qr-android', 'Android', 'https://nova88.example/app/android'],
  ['AGE_BADGE', 'age-18', '18+', '/help#responsible'],
];

export async function seedServiceLinks(db: Db, brandId: number): Promise<void> {
  await db
    .insert(customerServices)
    .values(
      CUSTOMER_SERVICE.map(([csType, title, url], sort) => ({ brandId, csType, title, url, sort })),
    )
    .onConflictDoNothing({ target: [customerServices.brandId, customerServices.csType] });
  await db
    .insert(resources)
    .values(
      RESOURCES.map(([resourceType, name, title, link], sort) => ({
        brandId,
        code: `${resourceType}:${name}`,
        resourceType,
        title,
        url: brandAssetPath(name),
        link,
        sort,
      })),
    )
    .onConflictDoNothing({ target: [resources.brandId, resources.code] });
}
