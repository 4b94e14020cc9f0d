import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PermissionDataSchema } from '@nova/contracts/api/system';
import { envelope } from '@nova/contracts/envelope';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCachesFor } from '../../lib/ttl-cache.ts';
import { SERVER_ROOT } from '../../paths.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { brands } from '../schema/brand.ts';
import {
  announcements,
  banners,
  customerServices,
  helpPages,
  resources,
} from '../schema/content.ts';
import { paymentChannels } from '../schema/payments.ts';
import { DEMO_BRAND_CODE } from './seed-brand.ts';
import { untrueClaimsIn } from './untrue-claims.ts';

/** Issue 11 / decision 029: the demo brand's content claims only what the product has. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function permissionData() {
  const res = await t.app.inject({ url: '/wps/system/permission' });
  const body = envelope(PermissionDataSchema).parse(res.json());
  if (!body.value) throw new Error('no permission data');
  return body.value;
}

function plain(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');
}

/** Every text the demo seed stores, labelled by where it sits. */
async function seededTexts(): Promise<[string, string][]> {
  const db = t.app.db;
  const texts: [string, string][] = [];
  for (const a of await db.select().from(announcements))
    texts.push([`announcement ${a.code} ${a.language}`, `${a.title} ${plain(a.content)}`]);
  for (const h of await db.select().from(helpPages))
    texts.push([`help ${h.key} ${h.language}`, `${h.title} ${plain(h.content)}`]);
  for (const b of await db.select().from(banners))
    texts.push([
      `banner ${b.code}`,
      `${b.title} ${b.mediaType === 'VIDEO' ? '' : (b.linkage ?? '')}`,
    ]);
  for (const r of await db.select().from(resources))
    texts.push([`resource ${r.code}`, `${r.title} ${r.link ?? ''}`]);
  for (const c of await db.select().from(customerServices))
    texts.push([`customer service ${c.csType}`, `${c.title} ${c.url}`]);
  return texts;
}

/** The words drawn on the demo banner art (apps/server/media/banners). */
function bannerArtTexts(): [string, string][] {
  const dir = join(SERVER_ROOT, 'media', 'banners');
  return readdirSync(dir).map((file) => {
    const svg = readFileSync(join(dir, file), 'utf8');
    const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    return [`banner art ${file}`, words.replace(/&amp;/g, '&').replace(/&#39;/g, "'")];
  });
}

function flatten(value: unknown, path: string, out: [string, string][]): void {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, `${path}.${key}`, out);
}

/**
 * Names, not promises: ledger kinds in records, the spec's promotion filter tabs and switch labels,
 * and the footer's row titles (shown only above rows the brand configured).
 */
const WEB_LABELS = [
  /^[^/]+\/records\.json\.sources\./,
  /^[^/]+\/layout\.json\.account\.manualRebate$/,
  /^[^/]+\/layout\.json\.promotions\.category\./,
  /^[^/]+\/layout\.json\.footer\.(licenses|certification)$/,
  // The agent pages' figure names (issue 15): the rebates a team received, 0 until rebates exist.
  /^[^/]+\/agentTeam\.json\.(figures\.rebates|overview\.netNote|revenue\.rewards)$/,
];

/** Every string of the web's EN, MY and CN locale files (marketing copy included). */
function webLocaleTexts(): [string, string][] {
  const root = join(SERVER_ROOT, '..', 'web', 'src', 'locales');
  const out: [string, string][] = [];
  for (const locale of ['en', 'ms', 'zh-CN'])
    for (const file of readdirSync(join(root, locale)).filter((f) => f.endsWith('.json')))
      flatten(JSON.parse(readFileSync(join(root, locale, file), 'utf8')), `${locale}/${file}`, out);
  return out.filter(([path]) => !WEB_LABELS.some((label) => label.test(path)));
}

function claimsOf(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    untrueClaimsIn(text).map((claim) => `${where}: ${claim}`),
  );
}

describe('demo brand content tells the truth', () => {
  it('shows payment logos only for the deposit channels the brand really offers', async () => {
    const data = await permissionData();
    const channels = await t.app.db
      .select({ name: paymentChannels.name })
      .from(paymentChannels)
      .innerJoin(brands, eq(brands.id, paymentChannels.brandId))
      .where(and(eq(brands.code, DEMO_BRAND_CODE), eq(paymentChannels.enabled, true)));
    expect(data.resources.PAYMENT_METHOD?.map((r) => r.title).sort()).toEqual(
      channels.map((c) => c.name).sort(),
    );
  });

  it('hides a payment logo once its deposit channel is switched off', async () => {
    await t.app.db
      .update(paymentChannels)
      .set({ enabled: false })
      .where(eq(paymentChannels.code, 'SANDBOXPAY_FPX'));
    clearCachesFor(t.app.db);
    try {
      const data = await permissionData();
      expect(data.resources.PAYMENT_METHOD?.map((r) => r.title)).toEqual(['Local Bank Transfer']);
    } finally {
      await t.app.db
        .update(paymentChannels)
        .set({ enabled: true })
        .where(eq(paymentChannels.code, 'SANDBOXPAY_FPX'));
      clearCachesFor(t.app.db);
    }
  });

  it('claims no licence, certification, app, social account or support channel it lacks', async () => {
    const data = await permissionData();
    expect(data.resources.LICENSE ?? []).toEqual([]);
    expect(data.resources.CERTIFICATION ?? []).toEqual([]);
    expect(data.resources.SOCIAL_MEDIA ?? []).toEqual([]);
    expect(data.resources.APP_DOWNLOAD ?? []).toEqual([]);
    expect(data.customerService).toEqual([]);
  });

  it('seeds no announcement, help page, banner or link promising what the product lacks', async () => {
    expect(claimsOf(await seededTexts())).toEqual([]);
  });

  it('draws no such promise on the demo banner art, nor any percentage offer', () => {
    const art = bannerArtTexts();
    expect(claimsOf(art)).toEqual([]);
    expect(art.filter(([, words]) => /\d\s*%/.test(words)).map(([where]) => where)).toEqual([]);
  });

  it("makes no such promise in the web's locale strings", () => {
    expect(claimsOf(webLocaleTexts())).toEqual([]);
  });

  it('recognises the claims it guards against, in every language', () => {
    for (const text of [
      '100% Welcome Bonus up to RM388',
      '首存红利',
      'Licensed & certified',
      'Visa, Mastercard, USDT',
      'https://t.me/nova88_support',
      'Khidmat pelanggan 24 jam',
      '24小时在线客服',
    ])
      expect(untrueClaimsIn(text), text).not.toEqual([]);
    expect(untrueClaimsIn('Deposit by FPX or bank transfer. 18+ only.')).toEqual([]);
    // Player protection is built (issue 14): its tools may be named.
    expect(untrueClaimsIn('Had deposit 24 jam, rehat sementara, 自我禁入 24小时')).toEqual([]);
    // So are agent contracts (issue 15).
    expect(untrueClaimsIn('Daily salary and weekly dividend contracts, 日工资, 分红')).toEqual([]);
  });
});
