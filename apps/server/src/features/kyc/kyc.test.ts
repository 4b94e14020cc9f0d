import type { KycDocument, KycOverview } from '@nova/contracts/api/kyc';
import type { OpsKycDocument } from '@nova/contracts/api/ops-kyc';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMember, loggedInMember, trialCookie } from '../../test/accounts.ts';
import { serviceAccounts } from '../../test/helpers.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { jpegWithMetadata, pngWithMetadata, SECRET_TEXT } from '../uploads/test-images.ts';
import { KYC_UPLOADS_PER_HOUR } from './kyc.model.ts';
import { EXE, HTML, pdfWithJavaScript, simplePdf } from './test-kyc-files.ts';

// Issue 14, KYC documents: a member uploads png/jpg/pdf files checked by content and reads back
// only their own; operators of the brand list, preview (audited), approve or reject (audited,
// with before and after) pending documents; the status follows the latest document of each kind.
const t = setUpTestApp();
const account = serviceAccounts(() => t.app);
const as = (role: string) => account(`kyc-${role.toLowerCase()}`, role);

type Member = Awaited<ReturnType<typeof loggedInMember>>;

function upload(member: { cookie: string }, kind: string, body: Buffer, type = 'image/png') {
  return t.app.inject({
    method: 'POST',
    url: `/wps/member/kyc/documents?kind=${kind}`,
    headers: { cookie: member.cookie, 'content-type': type },
    payload: body,
  });
}

async function uploaded(member: Member, kind: string, body: Buffer, type?: string) {
  const res = await upload(member, kind, body, type);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as KycDocument;
}

async function overview(member: Member): Promise<KycOverview> {
  const res = await t.app.inject({ url: '/wps/member/kyc', headers: { cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

async function ops(role: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: await as(role),
    ...(payload ? { payload } : {}),
  });
}

const decide = (id: number, action: 'approve' | 'reject', payload: object = {}, role = 'RISK') =>
  ops(role, 'POST', `/ops/kyc/documents/${id}/${action}`, payload);

describe('uploading', () => {
  it('accepts a png, a jpeg and a pdf by content; the owner reads each back, clean', async () => {
    const member = await loggedInMember(t.app);
    // The jpeg labelled png, the png labelled jpeg: the bytes decide the type.
    const identity = await uploaded(member, 'IDENTITY', await jpegWithMetadata(), 'image/png');
    expect(identity).toMatchObject({ kind: 'IDENTITY', status: 'PENDING', mime: 'image/jpeg' });
    const pdf = simplePdf();
    const address = await uploaded(member, 'ADDRESS', pdf, 'application/pdf');
    expect(address).toMatchObject({ mime: 'application/pdf', size: pdf.length, reason: null });

    const read = (id: number) =>
      t.app.inject({ url: `/wps/member/kyc/documents/${id}`, headers: { cookie: member.cookie } });
    const jpeg = await read(identity.id);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['x-content-type-options']).toBe('nosniff');
    expect(jpeg.headers['cache-control']).toBe('private, no-store');
    expect(jpeg.headers['content-security-policy']).toBe("default-src 'none'");
    expect(jpeg.rawPayload.includes(SECRET_TEXT)).toBe(false);
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    const file = await read(address.id);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // A png of another member, labelled jpeg.
    const other = await loggedInMember(t.app);
    const png = await uploaded(other, 'IDENTITY', pngWithMetadata(), 'image/jpeg');
    expect(png.mime).toBe('image/png');

    const mine = await overview(member);
    expect(mine.status).toBe('PENDING');
    expect(mine.documents.map((d) => d.id)).toEqual([address.id, identity.id]);
  });

  it.each([
    ['an exe renamed .png', EXE, 'image/png'],
    ['an exe sent as a pdf', EXE, 'application/pdf'],
    ['an html page as a jpeg', HTML, 'image/jpeg'],
    ['an html page as a pdf', HTML, 'application/pdf'],
    ['a pdf running JavaScript', pdfWithJavaScript(), 'application/pdf'],
  ])('refuses %s (UPLOAD_INVALID), storing nothing', async (_label, body, type) => {
    const member = await loggedInMember(t.app);
    const res = await upload(member, 'IDENTITY', body, type);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('UPLOAD_INVALID');
    expect((await overview(member)).documents).toEqual([]);
  });

  it('refuses a body above 8 MB (413), another type (415) and a bad kind (400)', async () => {
    const member = await loggedInMember(t.app);
    const big = Buffer.concat([simplePdf(), Buffer.alloc(8 * 1024 * 1024)]);
    const tooLarge = await upload(member, 'ADDRESS', big, 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await upload(member, 'ADDRESS', HTML, 'text/html')).statusCode).toBe(415);
    const kind = await upload(member, 'PASSPORT', pngWithMetadata());
    expect(kind.statusCode).toBe(400);
    expect(kind.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses visitors and trial accounts', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/wps/member/kyc/documents?kind=IDENTITY',
      headers: { 'content-type': 'image/png' },
      payload: pngWithMetadata(),
    });
    expect(anonymous.statusCode).toBe(401);
    const trial = { cookie: await trialCookie(t.app) };
    expect((await upload(trial, 'IDENTITY', pngWithMetadata())).json().code).toBe(
      'TRIAL_FORBIDDEN',
    );
    const read = await t.app.inject({ url: '/wps/member/kyc', headers: trial });
    expect(read.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('takes a kind again only after its latest document was rejected', async () => {
    const member = await loggedInMember(t.app);
    const first = await uploaded(member, 'IDENTITY', pngWithMetadata());
    const again = await upload(member, 'IDENTITY', pngWithMetadata());
    expect(again.json().code).toBe('INVALID_STATE');
    expect((await decide(first.id, 'reject', { reason: 'Blurred' })).statusCode).toBe(200);
    const second = await uploaded(member, 'IDENTITY', pngWithMetadata());
    expect((await decide(second.id, 'approve')).statusCode).toBe(200);
    // Approved: it stays so, a new upload of the kind is refused.
    expect((await upload(member, 'IDENTITY', pngWithMetadata())).json().code).toBe('INVALID_STATE');
    const docs = (await overview(member)).documents;
    expect(docs.map((d) => [d.id, d.status])).toEqual([
      [second.id, 'APPROVED'],
      [first.id, 'REJECTED'],
    ]);
  });

  it('lands one of two parallel uploads of a kind (the unique index)', async () => {
    const member = await loggedInMember(t.app);
    const answers = await Promise.all([
      upload(member, 'ADDRESS', simplePdf('one'), 'application/pdf'),
      upload(member, 'ADDRESS', simplePdf('two'), 'application/pdf'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await overview(member)).documents).toHaveLength(1);
  });

  it(`refuses more than ${KYC_UPLOADS_PER_HOUR} uploads per member per hour`, async () => {
    const member = await loggedInMember(t.app);
    // Rejected documents of the last hour (each upload but the latest needs its rejection).
    await t.app.db.execute(sql`
      insert into kyc_documents (brand_id, member_id, kind, status, mime, size, sha256, data,
        uploaded_at, reviewed_at, reviewed_by, reason)
      select ${t.brand}, ${member.id}, 'IDENTITY', 'REJECTED', 'image/png', 4, 'x', '\\x01020304',
        now() - interval '50 minutes', now(), 'kyc-risk', 'Blurred'
      from generate_series(1, ${KYC_UPLOADS_PER_HOUR})`);
    const res = await upload(member, 'IDENTITY', pngWithMetadata());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    const other = await loggedInMember(t.app);
    await uploaded(other, 'IDENTITY', pngWithMetadata());
  });
});

describe('reading files', () => {
  it("reads another member's file as NOT_FOUND; an operator's read is audited", async () => {
    const owner = await loggedInMember(t.app);
    const other = await loggedInMember(t.app);
    const doc = await uploaded(owner, 'ADDRESS', simplePdf(), 'application/pdf');
    const stranger = await t.app.inject({
      url: `/wps/member/kyc/documents/${doc.id}`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('NOT_FOUND');
    const missing = await t.app.inject({
      url: '/wps/member/kyc/documents/99999999',
      headers: { cookie: owner.cookie },
    });
    expect(missing.json().code).toBe('NOT_FOUND');

    // FINANCE reads KYC (kyc.read) without deciding it.
    const file = await ops('FINANCE', 'GET', `/ops/kyc/documents/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const [row] = await t.app.audit.list({ action: 'kyc.file.read', limit: 1 });
    expect(row).toMatchObject({
      actor: 'kyc-finance',
      objectType: 'kyc_document',
      objectId: String(doc.id),
      data: { documentId: doc.id, memberId: owner.id },
    });
    const noRead = await ops('CONTENT', 'GET', `/ops/kyc/documents/${doc.id}/file`);
    expect(noRead.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `/ops/kyc/documents/${doc.id}/file` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('review', () => {
  it('approves and rejects pending documents, audited with before and after', async () => {
    const member = await loggedInMember(t.app);
    const identity = await uploaded(member, 'IDENTITY', pngWithMetadata());
    const address = await uploaded(member, 'ADDRESS', simplePdf(), 'application/pdf');

    const approved = await decide(identity.id, 'approve', { note: 'matches the real name' });
    expect(approved.statusCode, approved.body).toBe(200);
    const doc: OpsKycDocument = approved.json().value;
    expect(doc).toMatchObject({
      id: identity.id,
      status: 'APPROVED',
      memberId: member.id,
      account: member.account,
      reviewedBy: 'kyc-risk',
      reason: null,
    });
    expect(doc.reviewedAt).not.toBeNull();
    const [audit] = await t.app.audit.list({ action: 'kyc.approve', limit: 1 });
    expect(audit).toMatchObject({
      actor: 'kyc-risk',
      objectId: String(identity.id),
      before: { status: 'PENDING', reviewedBy: null },
      after: { status: 'APPROVED', reviewedBy: 'kyc-risk' },
      data: { note: 'matches the real name' },
    });

    const rejected = await decide(address.id, 'reject', {
      reason: '  The bill is older than 3 months ',
    });
    expect(rejected.json().value).toMatchObject({
      status: 'REJECTED',
      reason: 'The bill is older than 3 months',
    });
    const [rejection] = await t.app.audit.list({ action: 'kyc.reject', limit: 1 });
    expect(rejection).toMatchObject({
      before: { status: 'PENDING', reason: null },
      after: { status: 'REJECTED', reason: 'The bill is older than 3 months' },
    });

    // The player sees the reason, and is REJECTED until the address is uploaded again.
    const mine = await overview(member);
    expect(mine.status).toBe('REJECTED');
    expect(mine.documents.find((d) => d.id === address.id)?.reason).toBe(
      'The bill is older than 3 months',
    );
    const again = await uploaded(member, 'ADDRESS', simplePdf('new bill'), 'application/pdf');
    expect((await overview(member)).status).toBe('PENDING');
    await decide(again.id, 'approve');
    expect((await overview(member)).status).toBe('VERIFIED');
  });

  it('decides once: a second decision is INVALID_STATE and changes nothing', async () => {
    const member = await loggedInMember(t.app);
    const doc = await uploaded(member, 'IDENTITY', pngWithMetadata());
    expect((await decide(doc.id, 'approve')).statusCode).toBe(200);
    const twice = await decide(doc.id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('INVALID_STATE');
    const reject = await decide(doc.id, 'reject', { reason: 'changed my mind' });
    expect(reject.json().code).toBe('INVALID_STATE');
    expect((await overview(member)).documents[0]).toMatchObject({
      status: 'APPROVED',
      reason: null,
    });
  });

  it('lets two operators race on one document: one decision wins', async () => {
    const member = await loggedInMember(t.app);
    const doc = await uploaded(member, 'IDENTITY', pngWithMetadata());
    const answers = await Promise.all([
      decide(doc.id, 'approve'),
      decide(doc.id, 'reject', { reason: 'Blurred' }, 'CUSTOMER_SERVICE'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a rejection without a reason, and deciding without kyc.review (403)', async () => {
    const member = await loggedInMember(t.app);
    const doc = await uploaded(member, 'IDENTITY', pngWithMetadata());
    const blank = await decide(doc.id, 'reject', { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('VALIDATION_FAILED');
    for (const role of ['FINANCE', 'AUDITOR']) {
      const res = await decide(doc.id, 'approve', {}, role);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const [denied] = await t.app.audit.list({ action: 'auth.denied', limit: 1 });
    expect(denied?.data).toMatchObject({ permission: 'kyc.review' });
    expect((await overview(member)).documents[0]?.status).toBe('PENDING');
  });

  it("reads another brand's documents and members as NOT_FOUND, changing nothing", async () => {
    const other = (await t.app.db.execute(
      sql`insert into brands (code, name, main_domain)
          values ('zz-kyc', 'ZZ', 'zz-kyc.invalid') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const brandId = Number(other.rows[0]?.id);
    const stranger = await createMember(t.app, { brandId });
    const inserted = (await t.app.db.execute(sql`
      insert into kyc_documents (brand_id, member_id, kind, mime, size, sha256, data)
      values (${brandId}, ${stranger.id}, 'IDENTITY', 'application/pdf', 4, 'x', '\\x25504446')
      returning id`)) as unknown as { rows: { id: number }[] };
    const id = Number(inserted.rows[0]?.id);
    const answers = [
      await ops('SUPER_ADMIN', 'GET', `/ops/kyc/documents/${id}/file`),
      await ops('SUPER_ADMIN', 'GET', `/ops/members/${stranger.id}/kyc`),
      await decide(id, 'approve', {}, 'SUPER_ADMIN'),
      await decide(id, 'reject', { reason: 'x' }, 'SUPER_ADMIN'),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual(
      Array(4).fill([404, 'NOT_FOUND']),
    );
    const queue = await ops('SUPER_ADMIN', 'GET', '/ops/kyc/documents?limit=100');
    expect(queue.json().value.items.map((d: OpsKycDocument) => d.id)).not.toContain(id);
    const left = (await t.app.db.execute(
      sql`select status from kyc_documents where id = ${id}`,
    )) as unknown as { rows: { status: string }[] };
    expect(left.rows[0]?.status).toBe('PENDING');
  });
});

describe('the queue and the member panel', () => {
  it('lists PENDING oldest first, decided newest first, by kind, in keyset pages', async () => {
    const a = await loggedInMember(t.app);
    const b = await loggedInMember(t.app);
    const mine = [
      await uploaded(a, 'IDENTITY', pngWithMetadata()),
      await uploaded(a, 'ADDRESS', simplePdf(), 'application/pdf'),
      await uploaded(b, 'IDENTITY', pngWithMetadata()),
      await uploaded(b, 'ADDRESS', simplePdf(), 'application/pdf'),
    ].map((d) => d.id);

    // Every pending document, page by page (whatever other tests left pending comes first).
    const seen: number[] = [];
    let after: number | null | undefined;
    do {
      const query = after ? `&after=${after}` : '';
      const res = await ops('AUDITOR', 'GET', `/ops/kyc/documents?limit=2${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().value as { items: OpsKycDocument[]; next: number | null };
      expect(page.items.every((d) => d.status === 'PENDING')).toBe(true);
      seen.push(...page.items.map((d) => d.id));
      after = page.next;
    } while (after);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(-4)).toEqual(mine);

    const identities = await ops('AUDITOR', 'GET', '/ops/kyc/documents?kind=IDENTITY&limit=100');
    const items: OpsKycDocument[] = identities.json().value.items;
    expect(items.every((d) => d.kind === 'IDENTITY')).toBe(true);
    expect(items.find((d) => d.id === mine[2])).toMatchObject({
      account: b.account,
      memberId: b.id,
    });

    await decide(mine[0] as number, 'approve');
    await decide(mine[2] as number, 'approve');
    const approved = await ops('AUDITOR', 'GET', '/ops/kyc/documents?status=APPROVED&limit=1');
    const first = approved.json().value as { items: OpsKycDocument[]; next: number | null };
    expect(first.items.map((d) => d.id)).toEqual([mine[2]]);
    const second = await ops(
      'AUDITOR',
      'GET',
      `/ops/kyc/documents?status=APPROVED&limit=1&after=${first.next}`,
    );
    expect(second.json().value.items.map((d: OpsKycDocument) => d.id)).toEqual([mine[0]]);
  });

  it("shows a member's status and documents with the brand's requirement", async () => {
    const member = await loggedInMember(t.app);
    const doc = await uploaded(member, 'IDENTITY', pngWithMetadata());
    const res = await ops('CUSTOMER_SERVICE', 'GET', `/ops/members/${member.id}/kyc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'PENDING',
      documents: [{ id: doc.id, account: member.account, reviewedBy: null }],
      requirement: { depositedTotal: '0', depositsBlocked: false },
      currency: 'MYR',
      scale: 2,
    });
    const missing = await ops('CUSTOMER_SERVICE', 'GET', '/ops/members/99999999/kyc');
    expect(missing.statusCode).toBe(404);
  });
});
