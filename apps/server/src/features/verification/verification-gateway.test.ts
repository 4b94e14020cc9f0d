import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * With a real SMS gateway, a code for a registered number must not take longer to answer than
 * one for an unknown number (which is never sent): the gateway is not waited for.
 */
const held: ServerResponse[] = [];
let requests: { body: string }[] = [];
const gateway = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    requests.push({ body });
    held.push(res);
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({
    sms: { provider: 'http', url: `http://127.0.0.1:${port}/send`, token: 'k', sender: 'NOVA' },
  });
});
afterAll(async () => {
  for (const res of held) res.end('{}');
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

function sendResetCode(mobileNum: string) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { mobileNum, countryDialingCode: '+60', purpose: 'RESET' },
  });
}

describe('no-login SMS through an HTTP gateway', () => {
  it('answers a registered number without waiting for the gateway, like an unknown one', async () => {
    requests = [];
    // The demo member's number: the gateway holds the request and never answers during the call.
    const known = await sendResetCode('123456789');
    expect(known.statusCode).toBe(200);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]?.body).toContain('+60123456789');

    const unknown = await sendResetCode('987654321');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(requests).toHaveLength(1);
  });
});
