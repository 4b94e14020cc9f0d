import { getDeposit, uploadProofImage } from '@nova/contracts/api/payments';
import { getMemberInfo } from '@nova/contracts/api/session';
import { getPermissionData, updateLanguage } from '@nova/contracts/api/system';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, setRequestLocale } from './api-client';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends JSON with credentials and the language, and returns the envelope value', async () => {
    const fetchMock = respond(200, { success: true, value: { language: 'EN' } });
    setRequestLocale('zh-CN');
    await expect(callApi(updateLanguage, { body: { language: 'EN' } })).resolves.toEqual({
      language: 'EN',
    });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [''];
    expect(url).toBe('/wps/system/language');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"language":"EN"}');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('zh-CN');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws ApiError with the code of the body on failure', async () => {
    respond(401, { success: false, code: 'UNAUTHENTICATED', message: 'no session' });
    const error = await callApi(getMemberInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('treats success:false with a 200 as an error', async () => {
    respond(200, { success: false, code: 'MAINTENANCE', message: 'x' });
    await expect(callApi(getMemberInfo)).rejects.toMatchObject({ code: 'MAINTENANCE' });
  });

  it('maps network failures to SERVICE_UNAVAILABLE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(getPermissionData)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 0,
    });
  });

  it.each([
    ['an AbortError', () => new DOMException('The operation was aborted.', 'AbortError')],
    ['another error once the signal is aborted', () => new TypeError('body stream errored')],
  ])(
    'treats an abort while the body is read as an abort (%s), not a malformed answer',
    async (_, bodyError) => {
      const controller = new AbortController();
      let bodyRequested: () => void = () => {};
      const reading = new Promise<void>((resolve) => {
        bodyRequested = resolve;
      });
      // Headers are in; the body is still arriving when the caller aborts.
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_url: string, init?: RequestInit) => ({
          ok: true,
          status: 200,
          headers: new Headers(),
          json: () =>
            new Promise((_resolve, reject) => {
              init?.signal?.addEventListener('abort', () => reject(bodyError()));
              bodyRequested();
            }),
        })),
      );
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const call = callApi(getPermissionData, { signal: controller.signal }).catch(
        (e: unknown) => e,
      );
      await reading;
      controller.abort();
      const error = await call;
      expect(error).toBeInstanceOf(DOMException);
      expect((error as DOMException).name).toBe('AbortError');
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
    },
  );

  it('rejects responses that do not match the contract', async () => {
    respond(200, { success: true, value: { nope: true } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(callApi(getMemberInfo)).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('builds the query string from the query input', async () => {
    const fetchMock = respond(200, { success: true, value: [] });
    const { getGameMenus } = await import('@nova/contracts/api/games');
    await callApi(getGameMenus, { query: { language: 'MY' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/lgw/games/game_menus?language=MY');
  });
});

describe('callApi path params and raw bodies', () => {
  it('fills :params encoded into the path', async () => {
    const fetchMock = respond(200, { success: false, code: 'NOT_FOUND' });
    await callApi(getDeposit, { params: { reference: 'D 1/2' } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/payment/deposits/D%201%2F2');
  });

  it('sends a raw blob with its own Content-Type', async () => {
    const fetchMock = respond(200, { success: true, value: { id: 7, mime: 'image/png', size: 3 } });
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(callApi(uploadProofImage, { raw: blob })).resolves.toEqual({
      id: 7,
      mime: 'image/png',
      size: 3,
    });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBe(blob);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });
});

describe('ApiError extras', () => {
  it('exposes the whole error envelope: details, retryAfter, captchaRequired, verification', async () => {
    respond(403, {
      success: false,
      code: 'VERIFICATION_REQUIRED',
      message: 'x',
      details: [{ path: 'body.username', issue: 'required' }],
      retryAfter: 30,
      captchaRequired: true,
      verification: { methods: ['SMS', 'TOTP'], maskedMobile: '+60 ••• 789' },
    });
    const error = await callApi(getMemberInfo).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'VERIFICATION_REQUIRED',
      details: [{ path: 'body.username', issue: 'required' }],
      retryAfter: 30,
      captchaRequired: true,
      verification: { methods: ['SMS', 'TOTP'], maskedMobile: '+60 ••• 789' },
    });
  });

  it('reads Retry-After when the body has no retryAfter, and ignores malformed extras', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'SMS_COOLDOWN',
              message: 'x',
              captchaRequired: 'yes',
              verification: { methods: ['CARRIER_PIGEON'] },
            }),
            { status: 429, headers: { 'Retry-After': '42' } },
          ),
      ),
    );
    const error = await callApi(getMemberInfo).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SMS_COOLDOWN', retryAfter: 42, captchaRequired: false });
    expect((error as ApiError).verification).toBeUndefined();
  });

  it('keeps the protection extra (issue 14): until when, or which limit and what remains', async () => {
    respond(403, {
      success: false,
      code: 'LIMIT_REACHED',
      message: 'x',
      protection: {
        kind: 'DEPOSIT',
        period: 'DAY',
        value: '50000',
        used: '30000',
        remaining: '20000',
      },
    });
    const limit = await callApi(getMemberInfo).catch((e: unknown) => e);
    expect((limit as ApiError).protection).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      value: '50000',
      used: '30000',
      remaining: '20000',
    });

    respond(403, {
      success: false,
      code: 'SELF_EXCLUDED',
      message: 'x',
      protection: { until: null },
    });
    const permanent = await callApi(getMemberInfo).catch((e: unknown) => e);
    expect((permanent as ApiError).protection).toEqual({ until: null });

    respond(403, { success: false, code: 'TIMED_OUT', message: 'x', protection: 'soon' });
    const malformed = await callApi(getMemberInfo).catch((e: unknown) => e);
    expect((malformed as ApiError).protection).toBeUndefined();
  });
});
