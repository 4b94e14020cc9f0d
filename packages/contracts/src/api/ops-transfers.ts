import { z } from 'zod/mini';
import { csvExportOf } from '../csv-export.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { MinorUnitsSchema } from '../money.ts';
import { IsoDateTimeSchema } from './fields.ts';
import { ApprovalSchema } from './ops-approvals.ts';
import { WALLET_TRANSFER_STATUSES } from './transfers.ts';

/**
 * Vendor wallet transfers for the back office (issue 13, decision 015): the ones the vendor did
 * not answer (UNKNOWN: the money stays held until a status check settles it), a status check of
 * one transfer now, and an operator's manual resolution when the vendor's answer is known out
 * of band, which moves money and so waits for a second operator (WALLET_TRANSFER_RESOLVE).
 * The check of every open transfer at once is `opsReconcileTransfers` (ops-money.ts).
 */
export const HELD_TRANSFERS_PAGE_MAX = 200;

/** A transfer-mode vendor's code (`AG`, `SV3`, `BBIN`). */
const VendorCodeSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/u, 'vendor code'));

export const OpsHeldTransferSchema = z.object({
  id: z.number().check(z.int()),
  memberId: z.number().check(z.int()),
  account: z.string(),
  vendor: z.string(),
  /** IN: main -> vendor; OUT: vendor -> main. */
  direction: z.enum(['IN', 'OUT']),
  amount: MinorUnitsSchema,
  status: z.enum(WALLET_TRANSFER_STATUSES),
  /** The id the vendor knows the transfer by (what a support ticket with the vendor quotes). */
  vendorTxId: z.string(),
  /** Status checks that got no definitive answer, and the last reason. */
  attempts: z.number().check(z.int()),
  lastError: z.nullable(z.string()),
  lastCheckedAt: z.nullable(IsoDateTimeSchema),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  /** A manual resolution waiting for a second operator, or null. */
  pendingResolve: z.nullable(
    z.object({
      approvalId: z.number().check(z.int()),
      outcome: z.enum(['SUCCESS', 'FAILED']),
      madeBy: z.string(),
    }),
  ),
});
export type OpsHeldTransfer = z.infer<typeof OpsHeldTransferSchema>;

const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1), z.lte(2 ** 53 - 1)) });

export const opsListWalletTransfers = defineEndpoint({
  method: 'GET',
  path: '/ops/payments/wallet-transfers',
  summary: 'Vendor wallet transfers by status (default UNKNOWN) and vendor, newest first, keyset',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.transfers.read',
  query: z.object({
    status: z._default(z.enum(WALLET_TRANSFER_STATUSES), 'UNKNOWN'),
    vendor: z.optional(VendorCodeSchema),
    before: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(2 ** 53 - 1))),
    limit: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(HELD_TRANSFERS_PAGE_MAX)),
      50,
    ),
  }),
  response: envelope(
    z.object({
      items: z.array(OpsHeldTransferSchema),
      nextBefore: z.nullable(z.number().check(z.int())),
    }),
  ),
});

/** The list with its filters (status, vendor) as CSV, every matching transfer. */
export const opsExportWalletTransfers = csvExportOf(opsListWalletTransfers);

export const opsCheckWalletTransfer = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/wallet-transfers/:id/check',
  summary:
    "Ask the vendor about one open transfer now and settle it per the vendor's answer " +
    '(the status check of the reconcile job); a decided transfer is returned unchanged',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.transfers.reconcile',
  params: IdParams,
  response: envelope(
    z.object({
      transfer: OpsHeldTransferSchema,
      /** This check decided it (settled or released); false: still open, or already decided. */
      decided: z.boolean(),
    }),
  ),
});

export const opsResolveWalletTransfer = defineEndpoint({
  method: 'POST',
  path: '/ops/payments/wallet-transfers/:id/resolve',
  summary:
    'Request the manual resolution of an UNKNOWN transfer (the vendor answered out of band): ' +
    'a WALLET_TRANSFER_RESOLVE request that a second operator approves',
  tags: ['ops'],
  auth: 'operator',
  permission: 'payments.transfers.reconcile',
  params: IdParams,
  body: z.object({
    /** SUCCESS: the vendor moved the money (settle); FAILED: it did not (release). */
    outcome: z.enum(['SUCCESS', 'FAILED']),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  }),
  response: envelope(z.object({ transfer: OpsHeldTransferSchema, approval: ApprovalSchema })),
});
