import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@nova/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialCookie } from '../../test/accounts.ts';
import { OPERATOR_TOKEN } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 11: "Unauthenticated uploads of up to 5 MB are read in full before the 401."
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorApiToken: OPERATOR_TOKEN });
});
afterAll(() => t.close());

const CHUNK = 64 * 1024;
/** Far below the body (just under 5 MB): what stream buffering may pull before anyone reads. */
const READ_BEFORE_ANSWER_MAX = 4 * CHUNK;

/** A body of just under 5 MB that counts how much of it was pulled. */
function countedBody(size: number) {
  const counter = { pulled: 0 };
  const stream = new Readable({
    read() {
      if (counter.pulled >= size) return this.push(null);
      const length = Math.min(CHUNK, size - counter.pulled);
      counter.pulled += length;
      this.push(Buffer.alloc(length, 0x41));
    },
  });
  return { stream, counter };
}

function upload(headers: Record<string, string>, body: Readable, size: number) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/uploads',
    headers: { 'content-type': 'image/png', 'content-length': String(size), ...headers },
    payload: body,
  });
}

describe('uploads authenticate before the body is read', () => {
  const size = UPLOAD_MAX_BYTES - 1;

  it('answers an anonymous 5 MB upload 401 without reading it', async () => {
    const { stream, counter } = countedBody(size);
    const res = await upload({}, stream, size);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect(counter.pulled).toBeLessThan(READ_BEFORE_ANSWER_MAX);
  });

  it('answers a trial account 403 without reading the body', async () => {
    const cookie = await trialCookie(t.app);
    const { stream, counter } = countedBody(size);
    const res = await upload({ cookie }, stream, size);
    expect(res.json().code).toBe('TRIAL_FORBIDDEN');
    expect(counter.pulled).toBeLessThan(READ_BEFORE_ANSWER_MAX);
  });

  it('answers a stale session cookie 401 without reading the body', async () => {
    const { stream, counter } = countedBody(size);
    const res = await upload({ cookie: `nova_sid=${'x'.repeat(43)}` }, stream, size);
    expect(res.statusCode).toBe(401);
    expect(counter.pulled).toBeLessThan(READ_BEFORE_ANSWER_MAX);
  });
});
