/**
 * Test fixtures of the session feature: `callApi` answered per endpoint, with the permission
 * data (whitelabel switches) and register settings the account modals read.
 */

import { getRegisterSettings } from '@nova/contracts/api/register-settings';
import { getSocialProviders } from '@nova/contracts/api/social';
import { getPermissionData } from '@nova/contracts/api/system';
import type { EndpointDef } from '@nova/contracts/endpoint';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import type { Mock } from 'vitest';

export const LOGIN_OK = {
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  isAgent: false,
};

export function permissionData(switches: readonly string[]) {
  return {
    whitelabel: switches.map((modId) => ({ modId, value: '1', children: [] })),
    registerRules: [],
    brand: { minAge: 18 },
  };
}

export function registerSettings(
  extra: Partial<{
    rules: RegisterFieldRule[];
    minAge: number;
    forgotPasswordMode: 'EMAIL' | 'PHONE';
    countryDialingCodes: string[];
  }> = {},
) {
  return {
    rules: [],
    minAge: 18,
    forgotPasswordMode: 'EMAIL',
    countryDialingCodes: ['+60', '+65'],
    ...extra,
  };
}

/** The demo's one-click login: no provider configured. */
export const NO_SOCIAL = { google: false, facebook: false, telegram: null };

type Answer = unknown | ((body: unknown, query: unknown) => unknown);

/**
 * Makes the mocked `callApi` answer by endpoint; an Error answer rejects. Permission data,
 * register settings and the social providers (none) get defaults unless given.
 */
export function answerCalls(
  callApi: Mock,
  answers: ReadonlyMap<EndpointDef, Answer>,
  { switches = [] as readonly string[], settings = registerSettings() } = {},
): void {
  callApi.mockImplementation(
    async (endpoint: EndpointDef, input?: { body?: unknown; query?: unknown }) => {
      if (answers.has(endpoint)) {
        const answer = answers.get(endpoint);
        const value = typeof answer === 'function' ? answer(input?.body, input?.query) : answer;
        if (value instanceof Error) throw value;
        return value;
      }
      if (endpoint === getPermissionData) return permissionData(switches);
      if (endpoint === getRegisterSettings) return settings;
      if (endpoint === getSocialProviders) return NO_SOCIAL;
      throw new Error(`unexpected call ${endpoint.method} ${endpoint.path}`);
    },
  );
}
