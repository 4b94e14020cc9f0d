import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('sandbox config', () => {
  it('reads listed wallet secrets and refuses a malformed list', () => {
    const config = loadConfig({ VENDOR_WALLET_SECRETS: 'PT:0123456789abcdef,EA:fedcba9876543210' });
    expect(config.walletSecrets).toEqual({ PT: '0123456789abcdef', EA: 'fedcba9876543210' });
    expect(loadConfig({}).walletSecrets).toEqual({});
    expect(() => loadConfig({ VENDOR_WALLET_SECRETS: 'PT:short' })).toThrow();
  });
});
