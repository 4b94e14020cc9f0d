import { PermissionDataSchema } from '@nova/contracts/api/system';
import { envelope } from '@nova/contracts/envelope';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resources } from '../../db/schema/content.ts';
import { paymentChannels } from '../../db/schema/payments.ts';
import { serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Issue 13, decision 029: the site images (licences, certifications, payment logos, social,
// logos, age badge) from the back office. The site's footer reads them at once; a payment logo
// shows only while its deposit channel is open; refused input changes nothing; every write is
// audited, a removal with the image as it was.
const t = setUpTestApp();
const as = serviceAccounts(() => t.app);

async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  role = 'CONTENT',
) {
  return t.app.inject({
    method,
    url,
    headers: await as(`images-${role.toLowerCase()}`, role),
    ...(payload ? { payload } : {}),
  });
}

/** The permission data's resources, as the site reads them at boot. */
async function siteResources() {
  const res = await t.app.inject({ url: '/wps/system/permission' });
  expect(res.statusCode).toBe(200);
  return envelope(PermissionDataSchema).parse(res.json()).value?.resources ?? {};
}

function allRows() {
  return t.app.db
    .select()
    .from(resources)
    .where(eq(resources.brandId, t.brand))
    .orderBy(asc(resources.id));
}

async function setChannelOpen(code: string, enabled: boolean) {
  await t.app.db
    .update(paymentChannels)
    .set({ enabled })
    .where(and(eq(paymentChannels.brandId, t.brand), eq(paymentChannels.code, code)));
}

const licence = {
  resourceType: 'LICENSE',
  title: 'Gaming licence',
  url: 'https://cdn.example.com/licence.png',
  link: 'https://regulator.example/verify/123',
  sort: 1,
};

describe('a licence', () => {
  it("reaches the site's footer at once when added, edited and removed; each write audited", async () => {
    // The demo brand has none (decision 029); reading first fills the site's cache.
    expect((await siteResources()).LICENSE).toBeUndefined();

    const created = await call('POST', '/ops/content/resources', licence);
    expect(created.statusCode, created.body).toBe(200);
    const image = created.json().value;
    expect(image).toMatchObject({ ...licence, paymentChannelCode: null, onSite: true });
    expect(image.code).toMatch(/^LICENSE:[0-9a-f]{12}$/);
    expect((await siteResources()).LICENSE).toEqual([
      { title: 'Gaming licence', url: licence.url, link: licence.link },
    ]);

    const edited = await call('PUT', `/ops/content/resources/${image.id}`, {
      ...licence,
      title: 'Licence No. 123',
      url: '/media/brand/licence.svg',
      link: '/help#about',
    });
    expect(edited.statusCode).toBe(200);
    expect((await siteResources()).LICENSE).toEqual([
      { title: 'Licence No. 123', url: '/media/brand/licence.svg', link: '/help#about' },
    ]);

    const removed = await call('DELETE', `/ops/content/resources/${image.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().value).toMatchObject({ id: image.id, title: 'Licence No. 123' });
    expect((await siteResources()).LICENSE).toBeUndefined();
    expect((await allRows()).some((row) => row.id === image.id)).toBe(false);

    const audited = await t.app.audit.list({
      objectType: 'resource',
      objectId: String(image.id),
      limit: 10,
    });
    expect(audited.map((r) => r.action)).toEqual([
      'content.resource.remove',
      'content.resource.update',
      'content.resource.create',
    ]);
    expect(audited[0]).toMatchObject({ before: { title: 'Licence No. 123' }, after: null });
    expect(audited[1]).toMatchObject({
      before: { title: 'Gaming licence', link: licence.link },
      after: { title: 'Licence No. 123', link: '/help#about' },
    });
    expect(audited[2]).toMatchObject({ before: null, after: { title: 'Gaming licence' } });
  });

  it('lists by order every type but the app downloads, which brand settings edits', async () => {
    await t.app.db.insert(resources).values({
      brandId: t.brand,
      code: 'APP_DOWNLOAD_IOS',
      resourceType: 'APP_DOWNLOAD',
      title: 'iOS',
      url: '/media/qr.png',
      link: 'https://apps.example/ios',
    });
    const [app] = (await allRows()).filter((row) => row.resourceType === 'APP_DOWNLOAD');
    const list = (await call('GET', '/ops/content/resources', undefined, 'AUDITOR')).json().value;
    expect(list.items.map((i: { resourceType: string }) => i.resourceType)).toEqual([
      'LOGO',
      'LOGO_MARK',
      'PAYMENT_METHOD',
      'PAYMENT_METHOD',
      'AGE_BADGE',
    ]);
    expect(list.channels.map((c: { code: string }) => c.code)).toEqual([
      'BANK_TRANSFER',
      'SANDBOXPAY_FPX',
    ]);
    // Not this screen's: it cannot be edited or removed here.
    const put = await call('PUT', `/ops/content/resources/${app?.id}`, licence);
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/ops/content/resources/${app?.id}`)).statusCode).toBe(404);
    expect((await allRows()).filter((row) => row.resourceType === 'APP_DOWNLOAD')).toEqual([app]);
  });
});

describe('a payment logo', () => {
  it('shows only while the deposit channel it names is open', async () => {
    const { items } = (await call('GET', '/ops/content/resources')).json().value;
    const fpx = items.find(
      (i: { paymentChannelCode: string | null }) => i.paymentChannelCode === 'SANDBOXPAY_FPX',
    );
    expect(fpx).toMatchObject({ onSite: true });
    await setChannelOpen('SANDBOXPAY_FPX', false);
    try {
      // Edited while its channel is closed: kept, and still off the site after the save
      // (which clears the site's cache).
      const edited = await call('PUT', `/ops/content/resources/${fpx.id}`, {
        resourceType: 'PAYMENT_METHOD',
        title: 'FPX',
        url: fpx.url,
        paymentChannelCode: 'SANDBOXPAY_FPX',
        sort: fpx.sort,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().value).toMatchObject({ title: 'FPX', onSite: false });
      expect((await siteResources()).PAYMENT_METHOD?.map((r) => r.title)).toEqual([
        'Local Bank Transfer',
      ]);

      // A new logo, or another logo, cannot name the closed channel.
      const before = await allRows();
      const added = await call('POST', '/ops/content/resources', {
        resourceType: 'PAYMENT_METHOD',
        title: 'FPX again',
        url: '/media/brand/pay-fpx.svg',
        paymentChannelCode: 'SANDBOXPAY_FPX',
      });
      expect(added.statusCode).toBe(400);
      expect(added.json().details).toEqual([
        { path: 'body.paymentChannelCode', issue: 'unknown_channel' },
      ]);
      const bank = items.find(
        (i: { paymentChannelCode: string | null }) => i.paymentChannelCode === 'BANK_TRANSFER',
      );
      const moved = await call('PUT', `/ops/content/resources/${bank.id}`, {
        resourceType: 'PAYMENT_METHOD',
        title: bank.title,
        url: bank.url,
        paymentChannelCode: 'SANDBOXPAY_FPX',
      });
      expect(moved.statusCode).toBe(400);
      expect(await allRows()).toEqual(before);
    } finally {
      await setChannelOpen('SANDBOXPAY_FPX', true);
    }
  });

  it('with an open channel appears in the footer at once', async () => {
    const added = await call('POST', '/ops/content/resources', {
      resourceType: 'PAYMENT_METHOD',
      title: 'Bank transfer (new art)',
      url: '/media/brand/pay-bank.svg',
      paymentChannelCode: 'BANK_TRANSFER',
      sort: 50,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await siteResources()).PAYMENT_METHOD?.map((r) => r.title)).toContain(
      'Bank transfer (new art)',
    );
  });
});

describe('refused input', () => {
  it.each([
    ['an image from a javascript: url', { url: 'javascript:alert(1)' }],
    ['an image from a data: url', { url: 'data:image/png;base64,AAAA' }],
    ['an image from plain http', { url: 'http://cdn.example.com/a.png' }],
    ['an image path climbing up', { url: '/media/../secret' }],
    ['a javascript: link', { link: 'javascript:alert(1)' }],
    ['a link to another site without a scheme', { link: '//evil.example' }],
    ['an empty title', { title: ' ' }],
    ['a licence naming a deposit channel', { paymentChannelCode: 'BANK_TRANSFER' }],
    ['a payment logo without its channel', { resourceType: 'PAYMENT_METHOD' }],
    [
      'a payment logo naming no channel of the brand',
      { resourceType: 'PAYMENT_METHOD', paymentChannelCode: 'NOPE' },
    ],
    ['an app download (brand settings edits them)', { resourceType: 'APP_DOWNLOAD' }],
    ['an unknown type', { resourceType: 'BANNER' }],
  ])('refuses %s, writing nothing', async (_, change) => {
    const before = await allRows();
    const site = await siteResources();
    const res = await call('POST', '/ops/content/resources', { ...licence, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await allRows()).toEqual(before);
    expect(await siteResources()).toEqual(site);
  });

  it('refuses every write without content.write, and an unknown image', async () => {
    const before = await allRows();
    const [logo] = before;
    const auditor = (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: object) =>
      call(method, url, body, 'AUDITOR');
    expect((await auditor('POST', '/ops/content/resources', licence)).statusCode).toBe(403);
    expect((await auditor('PUT', `/ops/content/resources/${logo?.id}`, licence)).statusCode).toBe(
      403,
    );
    expect((await auditor('DELETE', `/ops/content/resources/${logo?.id}`)).statusCode).toBe(403);
    expect((await call('DELETE', '/ops/content/resources/999999')).statusCode).toBe(404);
    expect(await allRows()).toEqual(before);
  });
});
