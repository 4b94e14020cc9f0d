import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  SANDBOX_FACEBOOK_APP,
  SANDBOX_GOOGLE_CLIENT,
} from '../../config.ts';

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
    const elsewhere = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'https://idp.example',
      GOOGLE_TOKEN_URL: 'https://idp.example/token',
    }).social.google;
    expect(elsewhere).toMatchObject({
      issuer: 'https://idp.example',
      tokenUrl: 'https://idp.example/token',
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

  describe('the sandbox app development provider (SANDBOX_OAUTH_URL)', () => {
    const SANDBOX = 'http://127.0.0.1:3001/oauth';

    it('signs Google and Facebook in there with DEV_TOOLS, with the clients it registers', () => {
      const { google, facebook } = loadConfig({ SANDBOX_OAUTH_URL: `${SANDBOX}/` }).social;
      expect(google).toEqual({
        ...SANDBOX_GOOGLE_CLIENT,
        issuer: SANDBOX,
        authUrl: `${SANDBOX}/authorize`,
        tokenUrl: `${SANDBOX}/token`,
        jwksUrl: `${SANDBOX}/jwks`,
      });
      expect(facebook).toEqual({
        ...SANDBOX_FACEBOOK_APP,
        dialogUrl: `${SANDBOX}/authorize`,
        tokenUrl: `${SANDBOX}/token`,
        meUrl: `${SANDBOX}/me`,
      });
    });

    it('leaves a provider with credentials of its own as configured', () => {
      const { google, facebook } = loadConfig({
        SANDBOX_OAUTH_URL: SANDBOX,
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }).social;
      expect(google).toMatchObject({ clientId: 'id', issuer: 'https://accounts.google.com' });
      expect(facebook?.appId).toBe(SANDBOX_FACEBOOK_APP.appId);
    });

    it('is ignored without DEV_TOOLS and refused in production', () => {
      const off = loadConfig({ SANDBOX_OAUTH_URL: SANDBOX, DEV_TOOLS: 'false' }).social;
      expect(off).toMatchObject({ google: null, facebook: null });
      expect(() => loadConfig({ SANDBOX_OAUTH_URL: SANDBOX, NODE_ENV: 'production' })).toThrow(
        /SANDBOX_OAUTH_URL/,
      );
      expect(() =>
        loadConfig({ SANDBOX_OAUTH_URL: SANDBOX, NODE_ENV: 'production', DEV_TOOLS: 'false' }),
      ).toThrow(ConfigError);
    });
  });
});
