import { getKycDocumentFile } from '@nova/contracts/api/kyc';
import { opsGetKycFile } from '@nova/contracts/api/ops-kyc';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { openPrivateFile, type PrivateFile } from './private-file';

let created: Blob[] = [];
let revoked: string[] = [];

beforeEach(() => {
  created = [];
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return `blob:file-${created.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Opens the file and waits for what `onOpen` hears. */
function open(params = { id: 11 }): Promise<{ file: PrivateFile; close: () => void }> {
  return new Promise((resolve) => {
    const close = openPrivateFile(opsGetKycFile, params, (file) => resolve({ file, close }));
  });
}

describe('openPrivateFile', () => {
  it("fetches the endpoint's path with the session and opens the bytes as an object URL", async () => {
    const fetchMock = serve(async () => new Response('%PDF-1.7', { status: 200 }));
    const { file, close } = await open();
    expect(fetchMock).toHaveBeenCalledWith(
      '/ops/kyc/documents/11/file',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(file).toEqual({ url: 'blob:file-1' });
    expect(await created[0]?.text()).toBe('%PDF-1.7');
    expect(revoked).toEqual([]);
    close();
    expect(revoked).toEqual(['blob:file-1']);
  });

  it("fills the player's endpoint too", async () => {
    const fetchMock = serve(async () => new Response('png', { status: 200 }));
    await new Promise((resolve) => openPrivateFile(getKycDocumentFile, { id: 7 }, resolve));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/member/kyc/documents/7');
  });

  it("says a refusal by the error body's code, INTERNAL without one", async () => {
    serve(async () => Response.json({ success: false, code: 'NOT_FOUND' }, { status: 404 }));
    const refused = (await open()).file as { error: ApiError };
    expect(refused.error).toBeInstanceOf(ApiError);
    expect(refused.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    serve(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(((await open()).file as { error: ApiError }).error).toMatchObject({
      code: 'INTERNAL',
      status: 502,
    });
    expect(created).toEqual([]);
  });

  it('says SERVICE_UNAVAILABLE when the network fails', async () => {
    serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { file } = await open();
    expect((file as { error: ApiError }).error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 0,
    });
  });

  it('once closed, aborts the fetch and opens nothing, even when the bytes were on their way', async () => {
    let arrive: (response: Response) => void = () => {};
    const fetchMock = serve(() => new Promise((resolve) => (arrive = resolve)));
    const onOpen = vi.fn();
    const close = openPrivateFile(opsGetKycFile, { id: 11 }, onOpen);
    close();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    arrive(new Response('late', { status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onOpen).not.toHaveBeenCalled();
    expect(created).toEqual([]);
  });
});
