import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../../lib/csv-export.ts';
import { createMember, fundMain } from '../../test/accounts.ts';
import { serviceAccounts } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 13: the system settings screen reads what it edits, and every filtered list exports
// as streamed CSV under the list's permission (the audit log here).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = serviceAccounts(() => t.app);

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('CSV fields', () => {
  it('quote separators and quotes, and defuse what a spreadsheet would run', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvLine(['x', 1])).toBe('x,1\r\n');
  });
});

describe('system settings', () => {
  it('shows the maintenance switch and the ranges that were set, to system.settings only', async () => {
    const headers = await as('sys-admin', 'SUPER_ADMIN');
    await t.app.inject({
      method: 'PUT',
      url: '/ops/system/region-restriction',
      headers,
      payload: { blockedRanges: ['203.0.113.0/24'] },
    });
    const res = await t.app.inject({ method: 'GET', url: '/ops/system/settings', headers });
    expect(res.json().value).toEqual({
      maintenance: { active: false, maintenanceStart: null, maintenanceEnd: null },
      blockedRanges: ['203.0.113.0/24'],
    });
    const audit = await t.app.audit.list({ action: 'system.region-restriction', limit: 1 });
    expect(audit[0]).toMatchObject({
      before: { blockedRanges: [] },
      after: { blockedRanges: ['203.0.113.0/24'] },
    });
    const cs = await t.app.inject({
      method: 'GET',
      url: '/ops/system/settings',
      headers: await as('sys-cs', 'CUSTOMER_SERVICE'),
    });
    expect(cs.statusCode).toBe(403);
  });
});

describe('audit log export', () => {
  it('streams every row matching the filters across pages, and is itself audited', async () => {
    const headers = await as('exporter', 'AUDITOR');
    // More rows than one page (200) for one actor: each read of the log is an audit row.
    for (let i = 0; i < 205; i++) {
      await t.app.audit.record({
        actor: 'csv-writer',
        actorKind: 'SYSTEM',
        action: i === 0 ? '=cmd|evil' : 'test.row',
        data: { i, note: 'with, comma' },
      });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/ops/audit/export.csv?actor=csv-writer',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'seq',
      'at',
      'actor',
      'actor_kind',
      'ip',
      'action',
      'object_type',
      'object_id',
      'before',
      'after',
      'data',
      'hash',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(205);
    expect(new Set(body.map((row) => row[2]))).toEqual(new Set(['csv-writer']));
    // Newest first, no row twice across the page boundary.
    const seqs = body.map((row) => Number(row[0]));
    expect(new Set(seqs).size).toBe(205);
    expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
    expect(body.at(-1)?.[5]).toBe("'=cmd|evil");
    expect(JSON.parse(body[0]?.[10] ?? '{}')).toEqual({ i: 204, note: 'with, comma' });

    const [exported] = await t.app.audit.list({ action: 'audit.export', limit: 1 });
    expect(exported).toMatchObject({ actor: 'exporter', data: { actor: 'csv-writer' } });
  });

  it('needs the list permission', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ops/audit/export.csv',
      headers: await as('export-cs', 'CUSTOMER_SERVICE'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the other lists export the same way', () => {
  it('members, approvals, deposits and withdrawals: the list permission, its filters, audited', async () => {
    const member = await createMember(t.app, { account: `csv${Date.now() % 1e8}` });
    const finance = await as('export-fin', 'FINANCE');
    const members = await t.app.inject({
      url: `/ops/members/export.csv?q=${member.account}`,
      headers: finance,
    });
    expect(members.statusCode).toBe(200);
    const rows = parseCsv(members.body.replace(/^\uFEFF/, ''));
    expect(rows[0]?.slice(0, 3)).toEqual(['id', 'account', 'nickname']);
    expect(rows.slice(1).map((row) => row[1])).toEqual([member.account]);
    const [audited] = await t.app.audit.list({ action: 'member.export', limit: 1 });
    expect(audited).toMatchObject({ actor: 'export-fin', data: { q: member.account } });

    for (const url of [
      '/ops/approvals/export.csv?status=PENDING',
      '/ops/payments/deposits/export.csv?status=PENDING',
      '/ops/payments/withdrawals/export.csv?status=DISPUTED',
    ]) {
      const ok = await t.app.inject({ url, headers: finance });
      expect(ok.statusCode, url).toBe(200);
      expect(ok.body.startsWith('\uFEFFid,'), url).toBe(true);
      const content = await t.app.inject({ url, headers: await as('export-content', 'CONTENT') });
      expect(content.statusCode, url).toBe(403);
    }
    const bad = await t.app.inject({
      url: '/ops/payments/withdrawals/export.csv?status=NOPE',
      headers: finance,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a member's history lists export too", () => {
  it('every ledger line across pages, newest first, with the audit row naming the list', async () => {
    const member = await createMember(t.app);
    // More lines than one page holds (MEMBER_PROFILE_PAGE_MAX = 100).
    for (let i = 1; i <= 130; i++) await fundMain(t.app, member.id, BigInt(i));
    const cs = await as('export-cs', 'CUSTOMER_SERVICE');
    const res = await t.app.inject({
      url: `/ops/members/${member.id}/ledger/export.csv`,
      headers: cs,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="member-ledger-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'id',
      'transfer_id',
      'account',
      'vendor',
      'kind',
      'amount_minor',
      'balance_after_minor',
      'reference',
      'created_at',
    ]);
    expect(lines).toHaveLength(130);
    expect(lines.map((line) => line[5])).toEqual(
      Array.from({ length: 130 }, (_, i) => String(130 - i)),
    );
    // The running balance of the newest line: 1 + 2 + ... + 130.
    expect(lines[0]?.[6]).toBe(String((130 * 131) / 2));
    const [audited] = await t.app.audit.list({ action: 'member.export-history', limit: 1 });
    expect(audited).toMatchObject({
      actor: 'export-cs',
      data: { list: 'ledger' },
      objectType: 'member',
      objectId: String(member.id),
    });

    // From a cursor: only the older lines.
    const cursor = Number(lines[99]?.[0]);
    const older = await t.app.inject({
      url: `/ops/members/${member.id}/ledger/export.csv?before=${cursor}`,
      headers: cs,
    });
    expect(parseCsv(older.body.replace(/^\uFEFF/, '')).slice(1)).toHaveLength(30);
  });

  it('an unknown member is a 404 before any byte; the other lists answer with their columns', async () => {
    const cs = await as('export-cs', 'CUSTOMER_SERVICE');
    const missing = await t.app.inject({
      url: '/ops/members/999999999/logins/export.csv',
      headers: cs,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const member = await createMember(t.app);
    for (const [list, first] of [
      ['deposits', 'id,reference,member_id'],
      ['withdrawals', 'id,reference,member_id'],
      ['transfers', 'id,vendor,direction'],
      ['rounds', 'round_id,source,vendor'],
      ['sessions', 'id,state,method'],
      ['logins', 'id,at,ip'],
    ] as const) {
      const res = await t.app.inject({
        url: `/ops/members/${member.id}/${list}/export.csv`,
        headers: cs,
      });
      expect(res.statusCode, list).toBe(200);
      expect(res.body.startsWith(`\uFEFF${first}`), list).toBe(true);
    }
    const content = await t.app.inject({
      url: `/ops/members/${member.id}/ledger/export.csv`,
      headers: await as('export-content', 'CONTENT'),
    });
    expect(content.statusCode).toBe(403);
  });

  it('the vendor transfer list, with its filters', async () => {
    const finance = await as('export-fin', 'FINANCE');
    const res = await t.app.inject({
      url: '/ops/payments/wallet-transfers/export.csv?status=SUCCESS&vendor=AG',
      headers: finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFFid,member_id,account,vendor')).toBe(true);
    const [audited] = await t.app.audit.list({ action: 'wallet-transfer.export', limit: 1 });
    expect(audited).toMatchObject({ data: { status: 'SUCCESS', vendor: 'AG' } });
  });
});

describe('the catalogue and the announcements export too', () => {
  it('every game matching the filters, across pages, as the list reads them', async () => {
    const auditor = await as('export-auditor', 'AUDITOR');
    const listed: { gameId: string; category: string }[] = [];
    let after: string | null = null;
    do {
      const url: string = `/ops/games?category=RNG&limit=100${after ? `&after=${after}` : ''}`;
      const page = await t.app.inject({ url, headers: auditor });
      const value = page.json().value as { items: typeof listed; nextAfter: string | null };
      listed.push(...value.items);
      after = value.nextAfter;
    } while (after);
    expect(listed.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      url: '/ops/games/export.csv?category=RNG',
      headers: auditor,
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header?.slice(0, 5)).toEqual(['id', 'game_id', 'name', 'vendor', 'category']);
    expect(rows.map((row) => row[1])).toEqual(listed.map((g) => g.gameId));
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['RNG']));
    const [audited] = await t.app.audit.list({ action: 'games.export', limit: 1 });
    expect(audited).toMatchObject({ actor: 'export-auditor', data: { category: 'RNG' } });
  });

  it('announcements with their titles per language, to content.read only', async () => {
    const auditor = await as('export-auditor', 'AUDITOR');
    const res = await t.app.inject({
      url: '/ops/content/announcements/export.csv?language=EN',
      headers: auditor,
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'id',
      'code',
      'type',
      'status',
      'starts_at',
      'ends_at',
      'sort',
      'published_at',
      'titles',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[8]).toMatch(/\bEN: /);
    const cs = await t.app.inject({
      url: '/ops/content/announcements/export.csv',
      headers: await as('export-cs', 'CUSTOMER_SERVICE'),
    });
    expect(cs.statusCode).toBe(403);
  });
});
