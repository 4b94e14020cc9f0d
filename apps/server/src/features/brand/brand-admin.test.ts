import type { BrandSettings } from '@nova/contracts/api/ops-brand';
import { DEFAULT_OPERATOR_ROLES } from '@nova/contracts/permissions';
import { isSwitchOn, type WhitelabelNode } from '@nova/contracts/whitelabel';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, whitelabelSwitches } from '../../db/schema/brand.ts';
import { loggedInMember } from '../../test/accounts.ts';
import { serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Issue 13, brand settings: each section saved is what the player site reads at once; bad input
// changes nothing; brand.read and brand.settings by role; every write audited before and after.
const t = setUpTestApp();

const account = serviceAccounts(() => t.app);
const as = (role: string) => account(`brand-${role.toLowerCase()}`, role);

async function settings(): Promise<BrandSettings> {
  const res = await t.app.inject({ url: '/ops/brand/settings', headers: await as('SUPER_ADMIN') });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

async function put(section: string, payload: object, role = 'SUPER_ADMIN') {
  return t.app.inject({
    method: 'PUT',
    url: `/ops/brand/settings/${section}`,
    headers: await as(role),
    payload,
  });
}

async function site<T = Record<string, unknown>>(url: string, cookie?: string): Promise<T> {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

const permissionData = () =>
  site<{
    brand: { supportedLanguages: string[]; defaultLanguage: string; minAge: number };
    whitelabel: WhitelabelNode[];
    customerService: { csType: string; title: string; url: string }[];
    resources: Record<string, { title: string; url: string; link: string | null }[]>;
  }>('/wps/system/permission');

const registerSettings = () =>
  site<{
    rules: { field: string; enabled: boolean; required: boolean; minLength: number }[];
    minAge: number;
    forgotPasswordMode: string;
    countryDialingCodes: string[];
  }>('/wps/system/setting/register');

/** The section bodies of the page as it is: a PUT of one of them changes nothing. */
function bodies(s: BrandSettings) {
  return {
    whitelabel: s.whitelabel,
    register: {
      minAge: s.register.minAge,
      countryDialingCodes: s.register.countryDialingCodes,
      rules: s.register.rules.map(({ field, enabled, required, minLength, maxLength }) => ({
        field,
        enabled,
        required,
        minLength,
        maxLength,
      })),
    },
    languages: s.languages,
    'customer-service': { links: s.customerService },
    'app-downloads': { apps: s.appDownloads },
    'withdrawal-limits': s.withdrawals,
  };
}

/** Refused with VALIDATION_FAILED, and the whole page is as it was. */
async function refused(section: string, payload: object) {
  const before = await settings();
  const res = await put(section, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(await settings()).toEqual(before);
  return res.json();
}

describe('the settings page', () => {
  it('reads the seeded brand: currency read-only, switches as the site reads them', async () => {
    const s = await settings();
    expect(s.brand).toMatchObject({ code: 'NOVA88', currency: 'MYR', currencyScale: 2 });
    expect(s.languages).toEqual({ supportedLanguages: ['MY', 'EN', 'CN'], defaultLanguage: 'MY' });
    expect(s.whitelabel.switches).toMatchObject({ USERNAMEREG3: true, PWDEXPFORCECHANGE3: false });
    expect(s.withdrawals).toEqual({ minAmount: '5000', maxAmount: '5000000' });
    expect(s.register.rules.map((r) => r.field)).toContain('captcha');
  });

  it('saves each section unchanged as a no-op', async () => {
    const before = await settings();
    for (const [section, body] of Object.entries(bodies(before))) {
      const res = await put(section, body);
      expect(res.statusCode, `${section}: ${res.body}`).toBe(200);
    }
    const after = await settings();
    expect({ ...after, brand: { ...after.brand, updatedAt: '' } }).toEqual({
      ...before,
      brand: { ...before.brand, updatedAt: '' },
    });
  });
});

describe('whitelabel switches', () => {
  it('reach the site at once, and the server honours them', async () => {
    await permissionData(); // warm the permission data cache: the write must clear it
    const body = bodies(await settings()).whitelabel;
    const res = await put('whitelabel', {
      ...body,
      switches: { ...body.switches, PTSYS3: false, 'REFERRAL.enabled': false, FREEPLAY3: false },
      forgotPasswordMode: 'EMAIL',
      transferOnLaunch: 'AUTO',
      transferLaunchAmount: '2500',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.whitelabel).toMatchObject({
      forgotPasswordMode: 'EMAIL',
      transferLaunchAmount: '2500',
    });

    const tree = await site<WhitelabelNode[]>('/wps/system/whitelabel');
    expect(isSwitchOn(tree, 'PTSYS3')).toBe(false);
    expect(isSwitchOn(tree, 'REFERRAL.enabled')).toBe(false);
    expect(isSwitchOn(tree, 'USERNAMEREG3')).toBe(true);
    const data = await permissionData();
    expect(isSwitchOn(data.whitelabel, 'FREEPLAY3')).toBe(false);
    expect((await registerSettings()).forgotPasswordMode).toBe('EMAIL');
    const freePlay = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      remoteAddress: '198.51.100.77',
    });
    expect(freePlay.json()).toMatchObject({ success: false, code: 'FEATURE_DISABLED' });
    const [row] = await t.app.db
      .select({ on: brands.transferOnLaunch, amount: brands.transferLaunchAmount })
      .from(brands)
      .where(eq(brands.id, t.brand));
    expect(row).toEqual({ on: 'AUTO', amount: 2500n });

    const audited = await t.app.audit.list({ action: 'brand.settings.whitelabel', limit: 1 });
    expect(audited[0]).toMatchObject({
      objectType: 'brand',
      objectId: String(t.brand),
      before: expect.objectContaining({ forgotPasswordMode: 'PHONE' }),
      after: expect.objectContaining({ forgotPasswordMode: 'EMAIL' }),
    });

    // Back on: the site offers free play again.
    const restored = await put('whitelabel', { ...body });
    expect(restored.statusCode).toBe(200);
    expect(isSwitchOn(await site('/wps/system/whitelabel'), 'FREEPLAY3')).toBe(true);
  });

  it('turns a switch on under a group node that was off (REG), and its siblings stay off', async () => {
    const body = bodies(await settings()).whitelabel;
    // A brand whose registration group was closed, with every tab off.
    await t.app.db
      .update(whitelabelSwitches)
      .set({ value: '0' })
      .where(and(eq(whitelabelSwitches.brandId, t.brand), eq(whitelabelSwitches.modId, 'REG')));
    const closed = (await settings()).whitelabel.switches;
    expect(closed).toMatchObject({ USERNAMEREG3: false, MOBILENUMREG3: false });
    const res = await put('whitelabel', {
      ...body,
      switches: { ...closed, USERNAMEREG3: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tree = await site<WhitelabelNode[]>('/wps/system/whitelabel');
    expect(isSwitchOn(tree, 'USERNAMEREG3')).toBe(true);
    // MOBILENUMREG3's own node was on: it was off only through REG, so it is set off now.
    expect(isSwitchOn(tree, 'MOBILENUMREG3')).toBe(false);
    const [reg] = await t.app.db
      .select({ value: whitelabelSwitches.value })
      .from(whitelabelSwitches)
      .where(
        and(
          eq(whitelabelSwitches.brandId, t.brand),
          eq(whitelabelSwitches.modId, 'REG'),
          isNull(whitelabelSwitches.parentModId),
        ),
      );
    expect(reg?.value).toBe('1');
    expect((await put('whitelabel', body)).statusCode).toBe(200);
  });

  it('refuses an unknown switch, a missing one or a zero amount, changing nothing', async () => {
    const body = bodies(await settings()).whitelabel;
    await refused('whitelabel', { ...body, transferLaunchAmount: '0' });
    await refused('whitelabel', { ...body, passwordMaxAgeDays: 0 });
    const { PTSYS3: _gone, ...missing } = body.switches;
    await refused('whitelabel', { ...body, switches: missing });
    await refused('whitelabel', { ...body, switches: { ...body.switches, NEWSWITCH3: true } });
  });
});

describe('register field rules', () => {
  it('reach the register settings endpoint and the permission data', async () => {
    await permissionData();
    const body = bodies(await settings()).register;
    const rules = body.rules.map((rule) =>
      rule.field === 'email'
        ? { ...rule, enabled: true, required: true, minLength: 8 }
        : rule.field === 'qqNum'
          ? { ...rule, enabled: true, required: false, minLength: 5, maxLength: 12 }
          : rule,
    );
    const res = await put('register', {
      minAge: 21,
      countryDialingCodes: ['+65', '+60'],
      rules,
    });
    expect(res.statusCode, res.body).toBe(200);
    const onSite = await registerSettings();
    expect(onSite.minAge).toBe(21);
    expect(onSite.countryDialingCodes).toEqual(['+65', '+60']);
    expect(onSite.rules.find((r) => r.field === 'email')).toMatchObject({
      enabled: true,
      required: true,
      minLength: 8,
    });
    expect(onSite.rules.find((r) => r.field === 'qqNum')).toMatchObject({ enabled: true });
    expect((await permissionData()).brand.minAge).toBe(21);
    expect((await put('register', body)).statusCode).toBe(200);
  });

  it('refuses what the form would not honour, changing nothing', async () => {
    const body = bodies(await settings()).register;
    const edit = (field: string, change: object) => ({
      ...body,
      rules: body.rules.map((rule) => (rule.field === field ? { ...rule, ...change } : rule)),
    });
    // The username tab always asks for the username: its switches are not the brand's.
    const fixed = await refused('register', edit('username', { enabled: false, required: false }));
    expect(fixed.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ issue: 'fixed' })]),
    );
    await refused('register', edit('captcha', { minLength: 6 }));
    await refused('register', edit('email', { enabled: false, required: true }));
    await refused('register', edit('email', { minLength: 20, maxLength: 10 }));
    await refused('register', edit('password', { minLength: 4 }));
    await refused('register', edit('password', { minLength: 10 }));
    await refused('register', { ...body, rules: body.rules.slice(1) });
    await refused('register', { ...body, minAge: 16 });
    await refused('register', { ...body, countryDialingCodes: ['+60', '+60'] });
    await refused('register', { ...body, countryDialingCodes: ['60'] });
  });
});

describe('languages', () => {
  it('reach the permission data, and the site refuses a language no longer offered', async () => {
    await permissionData();
    const res = await put('languages', { supportedLanguages: ['EN', 'CN'], defaultLanguage: 'EN' });
    expect(res.statusCode, res.body).toBe(200);
    const { brand } = await permissionData();
    expect(brand).toMatchObject({ supportedLanguages: ['EN', 'CN'], defaultLanguage: 'EN' });
    const malay = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      payload: { language: 'MY' },
    });
    expect(malay.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const audited = await t.app.audit.list({ action: 'brand.settings.languages', limit: 1 });
    expect(audited[0]?.before).toEqual({
      supportedLanguages: ['MY', 'EN', 'CN'],
      defaultLanguage: 'MY',
    });
    expect(audited[0]?.after).toEqual({ supportedLanguages: ['EN', 'CN'], defaultLanguage: 'EN' });
    const back = { supportedLanguages: ['MY', 'EN', 'CN'], defaultLanguage: 'MY' };
    expect((await put('languages', back)).statusCode).toBe(200);
  });

  it('refuses a default outside the list, a language without translations, an empty list', async () => {
    const wrongDefault = await refused('languages', {
      supportedLanguages: ['EN', 'CN'],
      defaultLanguage: 'MY',
    });
    expect(wrongDefault.details).toEqual([
      expect.objectContaining({ path: 'body.defaultLanguage' }),
    ]);
    await refused('languages', { supportedLanguages: ['EN', 'TH'], defaultLanguage: 'EN' });
    await refused('languages', { supportedLanguages: [], defaultLanguage: 'EN' });
    await refused('languages', { supportedLanguages: ['EN', 'EN'], defaultLanguage: 'EN' });
  });
});

describe('customer service and app download links', () => {
  it('reach the permission data at once', async () => {
    await permissionData();
    const links = [
      { csType: 'LIVECHAT', title: 'Live chat', url: 'https://chat.example.com/nova88' },
      { csType: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/nova88' },
    ];
    expect((await put('customer-service', { links })).statusCode).toBe(200);
    expect((await permissionData()).customerService).toEqual(links);

    const apps = [
      {
        platform: 'ANDROID',
        qrImageUrl: '/media/qr/android.png',
        storeUrl: 'https://play.google.com/store/apps/details?id=example.nova88',
      },
      {
        platform: 'IOS',
        qrImageUrl: 'https://cdn.example.com/qr/ios.png',
        storeUrl: 'https://apps.apple.com/app/id000000',
      },
    ];
    const res = await put('app-downloads', { apps });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.appDownloads).toEqual(apps);
    expect((await permissionData()).resources.APP_DOWNLOAD).toEqual([
      { title: 'Android', url: apps[0]?.qrImageUrl, link: apps[0]?.storeUrl },
      { title: 'iOS', url: apps[1]?.qrImageUrl, link: apps[1]?.storeUrl },
    ]);

    expect((await put('customer-service', { links: [] })).statusCode).toBe(200);
    expect((await put('app-downloads', { apps: [] })).statusCode).toBe(200);
    const data = await permissionData();
    expect(data.customerService).toEqual([]);
    expect(data.resources.APP_DOWNLOAD).toBeUndefined();
  });

  it('refuses a javascript:, data: or relative link and a duplicate channel, changing nothing', async () => {
    const ok = { csType: 'LIVECHAT', title: 'Live chat', url: 'https://chat.example.com/' };
    expect((await put('customer-service', { links: [ok] })).statusCode).toBe(200);
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example.com',
      '/relative',
      'https://exa mple.com',
      'ftp://example.com',
    ]) {
      await refused('customer-service', { links: [{ ...ok, url }] });
    }
    await refused('customer-service', { links: [ok, { ...ok, title: 'Again' }] });
    await refused('customer-service', { links: [{ ...ok, title: '  ' }] });
    const app = {
      platform: 'IOS',
      qrImageUrl: '/media/qr/ios.png',
      storeUrl: 'https://apps.apple.com/app/id0',
    };
    await refused('app-downloads', { apps: [{ ...app, storeUrl: 'javascript:alert(1)' }] });
    await refused('app-downloads', { apps: [{ ...app, qrImageUrl: 'javascript:alert(1)' }] });
    await refused('app-downloads', { apps: [{ ...app, qrImageUrl: '/media/../secret' }] });
    await refused('app-downloads', { apps: [app, app] });
    expect((await permissionData()).customerService).toEqual([ok]);
    expect((await put('customer-service', { links: [] })).statusCode).toBe(200);
  });
});

describe('withdrawal limits', () => {
  it('reach the withdrawal page of a signed-in player at once', async () => {
    const member = await loggedInMember(t.app);
    const res = await put('withdrawal-limits', { minAmount: '10000', maxAmount: '200000' });
    expect(res.statusCode, res.body).toBe(200);
    const overview = await site<{ minAmount: string; maxAmount: string }>(
      '/wps/payment/withdrawals/overview',
      member.cookie,
    );
    expect(overview).toMatchObject({ minAmount: '10000', maxAmount: '200000' });
    const audited = await t.app.audit.list({
      action: 'brand.settings.withdrawal-limits',
      limit: 1,
    });
    expect(audited[0]?.after).toEqual({ minAmount: '10000', maxAmount: '200000' });
    expect(
      (await put('withdrawal-limits', { minAmount: '5000', maxAmount: '5000000' })).statusCode,
    ).toBe(200);
  });

  it('refuses a minimum above the maximum, a zero or a decimal, changing nothing', async () => {
    const minAboveMax = await refused('withdrawal-limits', {
      minAmount: '300000',
      maxAmount: '200000',
    });
    expect(minAboveMax.details).toEqual([expect.objectContaining({ path: 'body.maxAmount' })]);
    await refused('withdrawal-limits', { minAmount: '0', maxAmount: '200000' });
    await refused('withdrawal-limits', { minAmount: '10.50', maxAmount: '200000' });
  });

  it('is kept by the database too: a direct write of min > max fails', async () => {
    await expect(
      t.app.db
        .update(brands)
        .set({ withdrawMinAmount: 10n, withdrawMaxAmount: 5n })
        .where(eq(brands.id, t.brand)),
    ).rejects.toThrow();
    await expect(
      t.app.db.update(brands).set({ defaultLanguage: 'TH' }).where(eq(brands.id, t.brand)),
    ).rejects.toThrow();
  });
});

describe('roles', () => {
  const ROLES = Object.keys(DEFAULT_OPERATOR_ROLES);
  const READERS = ['SUPER_ADMIN', 'CONTENT', 'AUDITOR'];

  it.each(ROLES)('%s: read and write as its permissions say', async (role) => {
    const read = await t.app.inject({ url: '/ops/brand/settings', headers: await as(role) });
    expect(read.statusCode, `${role} read`).toBe(READERS.includes(role) ? 200 : 403);
    const before = await settings();
    const body = bodies(before);
    // A real change, so a write that got through would show.
    const write = await put(
      'languages',
      { supportedLanguages: ['EN', 'MY', 'CN'], defaultLanguage: 'EN' },
      role,
    );
    if (role === 'SUPER_ADMIN') {
      expect(write.statusCode).toBe(200);
      expect((await put('languages', body.languages)).statusCode).toBe(200);
      return;
    }
    expect(write.statusCode, `${role} write`).toBe(403);
    for (const [section, payload] of Object.entries(body)) {
      expect((await put(section, payload, role)).statusCode, `${role} ${section}`).toBe(403);
    }
    expect(await settings()).toEqual(before);
  });
});
