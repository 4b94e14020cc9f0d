import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMemberInfo } from './use-member-info';

const member = {
  id: 1,
  account: 'demo',
  nickname: 'demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'MYR',
  language: 'MY',
  mustChangePassword: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the app reads
  document.cookie = 'nova_li=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('fetchMemberInfo', () => {
  it('does not call the server when no session hint cookie exists', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchMemberInfo()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the hint exists, and maps 401 to null', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the app reads
    document.cookie = 'nova_li=1; path=/';
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ success: true, value: member }))
      .mockResolvedValueOnce(
        Response.json({ success: false, code: 'UNAUTHENTICATED', message: 'x' }, { status: 401 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchMemberInfo()).resolves.toEqual(member);
    await expect(fetchMemberInfo()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
