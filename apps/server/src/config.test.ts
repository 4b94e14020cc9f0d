import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_MEDIA_DIR, DEFAULT_WEB_DIST_DIR } from './paths.ts';

describe('loadConfig', () => {
  it('applies defaults and freezes the result', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      seedDemo: true,
      cookieSecure: false,
      trustProxy: [],
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      mediaDir: DEFAULT_MEDIA_DIR,
    });
    expect(config.operatorApiToken).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('never seeds demo accounts in production and secures cookies there', () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(config.seedDemo).toBe(false);
    expect(config.cookieSecure).toBe(true);
  });

  it('parses the trusted proxy list', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
  });

  it('lists every problem of an invalid environment', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        OPERATOR_API_TOKEN: 'short',
        TRUST_PROXY: 'not-an-ip',
        REDIS_URL: 'nope',
      });
      expect.unreachable('invalid config accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'OPERATOR_API_TOKEN', 'TRUST_PROXY', 'REDIS_URL']) {
        expect(problems).toContain(key);
      }
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', OPERATOR_API_TOKEN: '' }).port).toBe(3000);
  });
});
