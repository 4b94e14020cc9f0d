import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { OPERATOR_PERMISSIONS } from '../permissions.ts';
import { IsoDateTimeSchema } from './fields.ts';

/**
 * Operators, roles and service accounts, managed from the back office (issue 13, decision 039).
 * Reading needs `operators.read`; every change needs `operators.manage` and is audited with its
 * before and after. A TOTP secret or a service-account key is returned once, when it is made.
 */

export const OPERATOR_PAGE_MAX = 100;

/** Stored lower case (operators_username in the database). */
export const OperatorUsernameSchema = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9._-]{2,39}$/u, 'letter, then 2-39 letters, digits . _ -'));
export const RoleCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z][A-Z0-9_]{1,39}$/u, 'upper-case letter, then A-Z 0-9 _'));
export const ServiceAccountNameSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9._-]{1,63}$/u, 'lower-case letter, then a-z 0-9 . _ -'));
const DisplayNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));
const RoleNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

export const OperatorSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  displayName: z.string(),
  role: z.string(),
  disabled: z.boolean(),
  /** Failed sign-ins in a row, and the lock they set (null: not locked). */
  failedLogins: z.number().check(z.int()),
  lockedUntil: z.nullable(IsoDateTimeSchema),
  lastLoginAt: z.nullable(IsoDateTimeSchema),
  createdAt: IsoDateTimeSchema,
});
export type OpsOperator = z.infer<typeof OperatorSchema>;

/** A new authenticator secret, shown once: the secret and its otpauth:// URI (for a QR code). */
export const OperatorEnrolmentSchema = z.object({
  operator: OperatorSchema,
  totpSecret: z.string(),
  otpauthUri: z.string(),
});

const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });
const CodeParams = z.object({ code: RoleCodeSchema });

export const opsListOperators = defineEndpoint({
  method: 'GET',
  path: '/ops/operators',
  summary: 'Operators, newest first (keyset)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.read',
  query: z.object({
    before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(OPERATOR_PAGE_MAX)), 50),
  }),
  response: envelope(
    z.object({ items: z.array(OperatorSchema), nextBefore: z.nullable(z.number().check(z.int())) }),
  ),
});

export const opsCreateOperator = defineEndpoint({
  method: 'POST',
  path: '/ops/operators',
  summary: 'Create an operator; its TOTP secret and otpauth URI are returned this once',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  body: z.object({
    username: OperatorUsernameSchema,
    displayName: DisplayNameSchema,
    role: RoleCodeSchema,
    /** Checked exactly as typed against the password rule (WEAK_PASSWORD). */
    password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  }),
  response: envelope(OperatorEnrolmentSchema),
});

export const opsChangeOperatorRole = defineEndpoint({
  method: 'POST',
  path: '/ops/operators/:id/role',
  summary: "Change an operator's role (never one's own); it applies from the next request",
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  params: IdParams,
  body: z.object({ role: RoleCodeSchema }),
  response: envelope(OperatorSchema),
});

export const opsDisableOperator = defineEndpoint({
  method: 'POST',
  path: '/ops/operators/:id/disable',
  summary: 'Disable an operator (never oneself): no sign-in, its sessions end',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  params: IdParams,
  response: envelope(OperatorSchema),
});

export const opsEnableOperator = defineEndpoint({
  method: 'POST',
  path: '/ops/operators/:id/enable',
  summary: 'Enable a disabled operator (it signs in again)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  params: IdParams,
  response: envelope(OperatorSchema),
});

export const opsResetOperatorTotp = defineEndpoint({
  method: 'POST',
  path: '/ops/operators/:id/reset-totp',
  summary: "Replace an operator's TOTP secret (returned once); its sessions end",
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  params: IdParams,
  response: envelope(OperatorEnrolmentSchema),
});

export const opsUnlockOperator = defineEndpoint({
  method: 'POST',
  path: '/ops/operators/:id/unlock',
  summary: "Clear an operator's lockout and failed sign-in count",
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  params: IdParams,
  response: envelope(OperatorSchema),
});

export const RoleSchema = z.object({
  code: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** Operators and live (not revoked) service accounts holding the role. */
  operators: z.number().check(z.int()),
  serviceAccounts: z.number().check(z.int()),
});
export type OpsRole = z.infer<typeof RoleSchema>;

const PermissionListSchema = z
  .array(z.enum(OPERATOR_PERMISSIONS))
  .check(z.maxLength(OPERATOR_PERMISSIONS.length * 2));

export const opsListRoles = defineEndpoint({
  method: 'GET',
  path: '/ops/roles',
  summary: 'Roles with their permissions and how many operators hold each',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.read',
  response: envelope(z.object({ items: z.array(RoleSchema) })),
});

export const opsListPermissions = defineEndpoint({
  method: 'GET',
  path: '/ops/permissions',
  summary: 'The catalogue of permission codes a role can hold',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.read',
  response: envelope(z.object({ items: z.array(z.string()) })),
});

export const opsUpdateRole = defineEndpoint({
  method: 'PUT',
  path: '/ops/roles/:code',
  summary:
    "Replace a role's name and permissions (session.own is always kept; SUPER_ADMIN keeps operators.manage)",
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  params: CodeParams,
  body: z.object({ name: RoleNameSchema, permissions: PermissionListSchema }),
  response: envelope(RoleSchema),
});

export const opsCreateRole = defineEndpoint({
  method: 'POST',
  path: '/ops/roles',
  summary: 'Create a role (session.own is always included)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  body: z.object({ code: RoleCodeSchema, name: RoleNameSchema, permissions: PermissionListSchema }),
  response: envelope(RoleSchema),
});

export const ServiceAccountSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  role: z.string(),
  createdAt: IsoDateTimeSchema,
  revokedAt: z.nullable(IsoDateTimeSchema),
});

export const opsListServiceAccounts = defineEndpoint({
  method: 'GET',
  path: '/ops/service-accounts',
  summary: 'Service accounts (machine access), revoked ones included',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  response: envelope(z.object({ items: z.array(ServiceAccountSchema) })),
});

export const opsCreateServiceAccount = defineEndpoint({
  method: 'POST',
  path: '/ops/service-accounts',
  summary: 'Create a named service account with a role; its key is returned this once',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  body: z.object({ name: ServiceAccountNameSchema, role: RoleCodeSchema }),
  response: envelope(z.object({ account: ServiceAccountSchema, key: z.string() })),
});

export const opsRevokeServiceAccount = defineEndpoint({
  method: 'POST',
  path: '/ops/service-accounts/:id/revoke',
  summary: "Revoke a service account (never the caller's own): its key stops working",
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  params: IdParams,
  response: envelope(ServiceAccountSchema),
});

/** An IP address or CIDR range (checked again by the server, which parses it). */
const CidrSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(64),
    z.regex(/^[0-9a-fA-F:.]+\/\d{1,3}$|^[0-9a-fA-F:.]+$/u, 'IP or CIDR'),
  );
export const OPERATOR_IP_ALLOW_LIST_MAX = 200;

export const IpAllowListSchema = z.object({
  /** Empty: operators may sign in and work from any address. */
  cidrs: z.array(z.string()),
  /** The caller's address as the server sees it (to avoid locking oneself out). */
  yourIp: z.string(),
});

export const opsGetIpAllowList = defineEndpoint({
  method: 'GET',
  path: '/ops/security/ip-allow-list',
  summary: 'The addresses operators may sign in and work from (empty: any)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  response: envelope(IpAllowListSchema),
});

export const opsSetIpAllowList = defineEndpoint({
  method: 'PUT',
  path: '/ops/security/ip-allow-list',
  summary:
    "Replace the operator IP allow-list; an operator's own address must stay in it. Service-account keys are not bound by it",
  tags: ['ops'],
  auth: 'operator',
  permission: 'operators.manage',
  body: z.object({
    cidrs: z.array(CidrSchema).check(z.maxLength(OPERATOR_IP_ALLOW_LIST_MAX)),
  }),
  response: envelope(IpAllowListSchema),
});
