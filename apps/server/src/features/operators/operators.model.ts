import type { OperatorPermission } from '@nova/contracts/permissions';

/**
 * Who is calling the operator API, proven: a service account by its key today; operator
 * accounts (people, with passwords and TOTP) come with the back office's sign-in (issue 13).
 */
export interface OperatorPrincipal {
  kind: 'SERVICE';
  id: number;
  name: string;
  role: string;
  permissions: ReadonlySet<OperatorPermission | string>;
}

/** The service account the OPERATOR_API_TOKEN environment variable is the key of. */
export const TOKEN_SERVICE_ACCOUNT = 'operator-token';

/** Keys made here start with this, so a leaked one is recognisable in a scan. */
export const SERVICE_KEY_PREFIX = 'nsk_';
