import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionCookie } from '../../test/accounts.ts';
import { OPERATOR_TOKEN, operatorHeaders } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkImage } from './image-check.ts';
import { hugePngHeader, jpegWithMetadata, pngWithMetadata, SECRET_TEXT } from './test-images.ts';
import { requireOwnUploads, UPLOADS_PER_HOUR } from './uploads.service.ts';

const TRUNCATED_JPEG = (await jpegWithMetadata()).subarray(0, -2);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

async function newMember() {
  const member = await createMember(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: member.account, password: member.password },
  });
  return { id: member.id, cookie: sessionCookie(res) };
}

function upload(cookie: string, body: Buffer, type = 'image/png') {
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/uploads',
    headers: { cookie, 'content-type': type },
    payload: body,
  });
}

describe('POST /wps/member/uploads', () => {
  it('stores a png without its text, exif and time chunks; the owner reads it back', async () => {
    const { cookie } = await newMember();
    const png = pngWithMetadata();
    const res = await upload(cookie, png);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ mime: 'image/png' });
    expect(value.size).toBeLessThan(png.length);
    const read = await t.app.inject({
      url: `/wps/member/uploads/${value.id}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-disposition']).toBe('inline');
    expect(read.headers['cache-control']).toContain('private');
    expect(read.headers['content-security-policy']).toBe("default-src 'none'");
    expect(read.rawPayload.length).toBe(value.size);
    expect(read.rawPayload.includes(SECRET_TEXT)).toBe(false);
    for (const metadata of ['tEXt', 'eXIf', 'tIME'])
      expect(read.rawPayload.includes(metadata)).toBe(false);
    // Re-encoded, the same pixels: 2x2, red, green / blue, white.
    const { data, info } = await sharp(read.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([2, 2, 3]);
    expect([...data]).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]);
    expect((await checkImage(read.rawPayload)).mime).toBe('image/png');
  });

  it('stores a jpeg re-encoded upright without EXIF or comments, whatever the header said', async () => {
    const { cookie } = await newMember();
    const res = await upload(cookie, await jpegWithMetadata(), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.mime).toBe('image/jpeg');
    const read = await t.app.inject({
      url: `/wps/member/uploads/${res.json().value.id}`,
      headers: { cookie },
    });
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.rawPayload.includes(SECRET_TEXT)).toBe(false);
    expect(read.rawPayload.includes('Exif')).toBe(false);
    const meta = await sharp(read.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual([
      'jpeg',
      6,
      8,
      undefined,
    ]);
  });

  const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
  const SVG = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const corruptCrc = pngWithMetadata();
  corruptCrc[30] = (corruptCrc[30] as number) ^ 0xff;
  it.each([
    ['a gif', GIF],
    ['an svg', SVG],
    [
      'html behind png magic bytes',
      Buffer.concat([PNG_MAGIC, Buffer.from('<html><script>x</script>')]),
    ],
    ['a png with a bad crc', corruptCrc],
    ['a png cut short', pngWithMetadata().subarray(0, 60)],
    ['a jpeg without its end', TRUNCATED_JPEG],
    ['a png claiming 60000 x 60000 pixels', hugePngHeader()],
  ])('refuses %s labelled image/png (UPLOAD_INVALID)', async (_label, body) => {
    const { cookie } = await newMember();
    const res = await upload(cookie, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('UPLOAD_INVALID');
  });

  it('refuses another content type (415) and a body of 5 MB or more (413)', async () => {
    const { cookie } = await newMember();
    const gif = await upload(cookie, GIF, 'image/gif');
    expect(gif.statusCode).toBe(415);
    const big = Buffer.concat([pngWithMetadata(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses trial accounts and anonymous callers', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
      remoteAddress: '198.51.100.42',
    });
    const res = await upload(sessionCookie(trial), pngWithMetadata());
    expect(res.json().code).toBe('TRIAL_FORBIDDEN');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/wps/member/uploads',
      headers: { 'content-type': 'image/png' },
      payload: pngWithMetadata(),
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('upload cap', () => {
  it(`refuses more than ${UPLOADS_PER_HOUR} images per member per hour (RATE_LIMITED)`, async () => {
    const { cookie } = await newMember();
    for (let i = 0; i < UPLOADS_PER_HOUR; i++)
      expect((await upload(cookie, pngWithMetadata())).statusCode).toBe(200);
    const res = await upload(cookie, pngWithMetadata());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    const other = await newMember();
    expect((await upload(other.cookie, pngWithMetadata())).statusCode).toBe(200);
  });
});

describe('reading uploads', () => {
  it("hides another member's image (NOT_FOUND) but shows it to an operator", async () => {
    const owner = await newMember();
    const other = await newMember();
    const id = (await upload(owner.cookie, pngWithMetadata())).json().value.id;
    const res = await t.app.inject({
      url: `/wps/member/uploads/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const ops = await t.app.inject({ url: `/ops/uploads/${id}`, headers: operatorHeaders() });
    expect(ops.statusCode).toBe(200);
    expect(ops.headers['content-type']).toBe('image/png');
    const noToken = await t.app.inject({ url: `/ops/uploads/${id}` });
    expect(noToken.statusCode).toBe(401);
  });

  it('requireOwnUploads accepts own ids and refuses foreign, missing and repeated ones', async () => {
    const owner = await newMember();
    const other = await newMember();
    const mine = (await upload(owner.cookie, pngWithMetadata())).json().value.id;
    const theirs = (await upload(other.cookie, pngWithMetadata())).json().value.id;
    await expect(requireOwnUploads(t.app.db, owner.id, [mine])).resolves.toBeUndefined();
    for (const ids of [[theirs], [mine, theirs], [mine, mine], [999_999]])
      await expect(requireOwnUploads(t.app.db, owner.id, ids)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
  });
});
