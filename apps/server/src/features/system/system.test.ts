import { HelpPageSchema } from '@nova/contracts/api/help-center';
import { RegisterSettingsSchema } from '@nova/contracts/api/register-settings';
import { DomainRouteSchema, PermissionDataSchema } from '@nova/contracts/api/system';
import { WHITELABEL_SWITCHES } from '@nova/contracts/constants';
import { envelope } from '@nova/contracts/envelope';
import { REGISTER_FIELDS } from '@nova/contracts/register-rules';
import { isSwitchOn, WhitelabelNodeSchema } from '@nova/contracts/whitelabel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { members } from '../../db/schema/members.ts';
import { cookieOf, loginAs } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function value<S extends z.core.$ZodType>(
  url: string,
  schema: S,
  headers = {},
): Promise<z.output<S>> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  const body = envelope(schema).parse(res.json());
  expect(body.success).toBe(true);
  return body.value as z.output<S>;
}

describe('permission data', () => {
  it('matches the contract and carries the seeded brand settings', async () => {
    const data = await value('/wps/system/permission', PermissionDataSchema);
    expect(data.brand).toMatchObject({
      code: 'NOVA88',
      currency: 'MYR',
      currencySymbol: 'RM',
      currencyScale: 2,
      defaultLanguage: 'MY',
      supportedLanguages: ['MY', 'EN', 'CN'],
      minAge: 18,
    });
    // The demo brand's content is only what is true (decision 029, db/seed/seed-truth.test.ts).
    expect(data.customerService).toEqual([]);
    expect(Object.keys(data.resources).sort()).toEqual([
      'AGE_BADGE',
      'LOGO',
      'LOGO_MARK',
      'PAYMENT_METHOD',
    ]);
    expect(data.resources.PAYMENT_METHOD).toHaveLength(2);
    expect(data.resources.LOGO?.[0]?.url).toBe('/brand/logo.svg');
    expect(data.registerRules).toHaveLength(REGISTER_FIELDS.length);
    expect(data.imageCDNs).toEqual(['/media']);
    expect(data.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(data.maintenance.active).toBe(false);
    expect(data.regionRestriction.restricted).toBe(false);
    expect(data.domainRoute).toMatchObject({ domain: 'localhost', valid: true, route: 'PLAYER' });
  });
});

describe('whitelabel', () => {
  it('serves the modId tree with the seeded switches', async () => {
    const tree = await value('/wps/system/whitelabel', z.array(WhitelabelNodeSchema));
    expect(tree.map((n) => n.modId)).toEqual(['REG', 'LOGIN', 'PTSYS3', 'MANPLAYREB3', 'REFERRAL']);
    const on = WHITELABEL_SWITCHES.filter((name) => isSwitchOn(tree, name));
    expect(on).toEqual(WHITELABEL_SWITCHES.filter((name) => name !== 'PWDEXPFORCECHANGE3'));
    expect(tree.find((n) => n.modId === 'REFERRAL')?.children).toEqual([
      { modId: 'enabled', value: '1', children: [] },
    ]);
  });
});

describe('domain route', () => {
  it.each([
    ['localhost:3000', 'localhost', true, 'PLAYER'],
    ['NOVA88.example', 'nova88.example', true, 'PLAYER'],
    ['agent.nova88.example:443', 'agent.nova88.example', true, 'AGENT'],
    ['evil.example', 'evil.example', false, 'PLAYER'],
  ])('host %s', async (host, domain, valid, route) => {
    const data = await value('/wps/system/domainRoute', DomainRouteSchema, { host });
    expect(data).toEqual({ domain, valid, route, mainDomain: 'nova88.example' });
  });
});

describe('register settings', () => {
  it('serves one rule per register field with the seeded bounds', async () => {
    const data = await value('/wps/system/setting/register', RegisterSettingsSchema);
    expect(data.rules.map((r) => r.field)).toEqual([...REGISTER_FIELDS]);
    const rule = (field: string) => data.rules.find((r) => r.field === field);
    expect(rule('username')).toMatchObject({
      required: true,
      enabled: true,
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
    expect(rule('mobileNum')).toMatchObject({
      required: true,
      patternId: 6,
      minLength: 9,
      maxLength: 11,
    });
    expect(rule('email')).toMatchObject({ required: false, enabled: true, patternId: 3 });
    expect(rule('qqNum')).toMatchObject({ enabled: false });
    expect(data).toMatchObject({ minAge: 18, forgotPasswordMode: 'PHONE' });
    expect(data.countryDialingCodes).toContain('+60');
  });
});

describe('help center', () => {
  const Pages = z.array(HelpPageSchema);
  const keys = ['term', 'privacy', 'responsible', 'faq', 'about', 'contact'];

  it.each([
    ['EN', 'Terms & Conditions'],
    ['MY', 'Terma & Syarat'],
    ['CN', '条款与细则'],
  ])('serves the %s pages', async (lang, termTitle) => {
    const pages = await value(`/wps/system/helpCenter?lang=${lang}&device=WEB`, Pages);
    expect(pages.map((p) => p.key)).toEqual(keys);
    expect(pages[0]?.title).toBe(termTitle);
    // Substantial terms: ten numbered sections.
    expect(pages[0]?.content.match(/<h3>/g)).toHaveLength(10);
    for (const page of pages) expect(page.content.length).toBeGreaterThan(250);
  });

  it('falls back to the brand default for no or an unsupported language', async () => {
    const fallback = await value('/wps/system/helpCenter', Pages);
    expect(fallback[0]?.title).toBe('Terma & Syarat');
    const unsupported = await value('/wps/system/helpCenter?lang=JA', Pages);
    expect(unsupported).toEqual(fallback);
  });

  it('has no pages for a device without content', async () => {
    expect(await value('/wps/system/helpCenter?lang=EN&device=MOBILE', Pages)).toEqual([]);
  });
});

describe('PUT /wps/system/language', () => {
  it('sets the lang cookie for a supported language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      payload: { language: 'EN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { language: 'EN' } });
    expect(cookieOf(res, 'lang')).toMatchObject({ value: 'EN', maxAge: 31_536_000, path: '/' });
  });

  it('rejects a language the brand does not support', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      payload: { language: 'JA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it("stores the logged-in member's language", async () => {
    const cookie = await loginAs(t.app, 'demo2');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { cookie },
      payload: { language: 'CN' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ language: members.language })
      .from(members)
      .where(eq(members.account, 'demo2'));
    expect(row?.language).toBe('CN');
  });
});
