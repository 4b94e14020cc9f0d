import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('one-click login configuration', () => {
  it('offers nothing by default', () => {
    expect(loadConfig({}).social).toEqual({
      google: null,
      facebook: null,
      telegram: null,
      stateSecret: undefined,
    });
  });

  it('configures Google with its fixed endpoints, each overridable', () => {
    const google = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).social
      .google;
    expect(google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    const sandbox = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://localhost:3000/dev/oauth',
      GOOGLE_TOKEN_URL: 'http://localhost:3000/dev/oauth/token',
    }).social.google;
    expect(sandbox).toMatchObject({
      issuer: 'http://localhost:3000/dev/oauth',
      tokenUrl: 'http://localhost:3000/dev/oauth/token',
    });
  });

  it('configures Facebook and Telegram only with both of their settings', () => {
    const config = loadConfig({
      FACEBOOK_APP_ID: '123',
      FACEBOOK_APP_SECRET: 'secret',
      TELEGRAM_BOT_TOKEN: '123456:AAE_abcdefghijklmnopqrstuvwxyz',
      TELEGRAM_BOT_NAME: 'nova_bot',
    });
    expect(config.social.facebook).toMatchObject({
      appId: '123',
      meUrl: 'https://graph.facebook.com/v21.0/me',
    });
    expect(config.social.telegram).toEqual({
      botToken: '123456:AAE_abcdefghijklmnopqrstuvwxyz',
      botName: 'nova_bot',
    });
  });

  it('refuses half a provider, a malformed bot token and a short state secret', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 's' })).toThrow(/FACEBOOK_APP_ID/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'nope', TELEGRAM_BOT_NAME: 'bot' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ SOCIAL_STATE_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_TOKEN_URL: 'ftp://x' })).toThrow(ConfigError);
  });
});
