/**
 * What an operator or a service account may do on the operator API (issue 13). Every `/ops`
 * endpoint names one of these (`permission` in its contract); a role is a set of them, stored
 * as data (`operator_roles`) and editable by a super admin. The roles below are the defaults
 * every database starts with (migration 0018).
 */
export const OPERATOR_PERMISSIONS = [
  /** One's own session: who am I, sign out. Every role holds it. */
  'session.own',
  'system.settings',
  'games.feeds',
  /** The games catalogue: vendors, their maintenance windows, games and their flags. */
  'games.read',
  /** Schedule or clear a vendor's maintenance; a game's hot and new flags, order, enabling. */
  'games.manage',
  'payments.deposits.read',
  'payments.deposits.decide',
  'payments.withdrawals.read',
  'payments.withdrawals.decide',
  'payments.withdrawals.pay',
  /** Vendor wallet transfers: the UNKNOWN ones held until a status check, and the rest. */
  'payments.transfers.read',
  'payments.transfers.reconcile',
  'payments.proofs.read',
  /** Deposit channels and the brand's receiving bank accounts, read only. */
  'payments.channels.read',
  /** Create and change them, switch them on or off. Super admin only by default. */
  'payments.channels.manage',
  'members.read',
  'members.lock',
  /** Write operator notes and set tags on a member (reading them is members.read). */
  'members.notes',
  'members.bonus',
  'members.adjust',
  'approvals.read',
  'approvals.decide',
  /** The brand's money settings: the four-eyes thresholds. Super admin only by default. */
  'settings.money',
  'audit.read',
  /** Announcements, popups, the marquee and banners: read, and preview sanitised HTML. */
  'content.read',
  /** Create, replace, publish and unpublish them. */
  'content.write',
  /** Brand settings: switches, register rules, languages, links, limits, currency; read only. */
  'brand.read',
  /** Change them (each section audited before and after). */
  'brand.settings',
  /** The dashboard's figures: money, play, players and pending queues of the brand. */
  'dashboard.read',
  /** Operators, roles and the permission catalogue, read only. */
  'operators.read',
  /**
   * Create, disable and re-enrol operators, edit roles, issue and revoke service-account keys,
   * the IP allow-list.
   */
  'operators.manage',
  /** A member's protection panel (limits, exclusions, reality check, hits) and the risk view. */
  'protection.read',
  /** Lower a member's limit, record a time-out or self-exclusion the member asked for. */
  'protection.manage',
  /** The brand's protection settings (cooling-off, reality-check default, KYC thresholds). */
  'protection.settings',
  /** KYC documents: the queue and a member's documents, with their files. */
  'kyc.read',
  /** Approve or reject a KYC document. */
  'kyc.review',
  /** Agents, their trees, contracts, statements and frozen accounts (issue 15). */
  'agents.read',
  /** Offer top-level agents the platform's contracts, terminate contracts. */
  'agents.contracts',
  /** Close a contract period now (settle what is due), release nothing early. */
  'agents.settle',
  /** The scheduler's jobs: last and next run, failures. */
  'jobs.read',
  /** Run a job now. */
  'jobs.run',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

const READS: OperatorPermission[] = [
  'session.own',
  'dashboard.read',
  'members.read',
  'approvals.read',
  'payments.deposits.read',
  'payments.withdrawals.read',
  'payments.proofs.read',
  'payments.transfers.read',
  'payments.channels.read',
  'audit.read',
  'games.read',
  'protection.read',
  'kyc.read',
  'agents.read',
  'jobs.read',
];

/** The default roles: code → permissions. */
export const DEFAULT_OPERATOR_ROLES: Record<string, readonly OperatorPermission[]> = {
  SUPER_ADMIN: OPERATOR_PERMISSIONS,
  FINANCE: [
    ...READS,
    'payments.deposits.decide',
    'payments.withdrawals.decide',
    'payments.withdrawals.pay',
    'payments.transfers.reconcile',
    'members.bonus',
    'members.adjust',
    'approvals.decide',
    'members.notes',
    'agents.contracts',
    'agents.settle',
  ],
  RISK: [
    ...READS,
    'members.lock',
    'payments.withdrawals.decide',
    'members.notes',
    'protection.manage',
    'kyc.review',
  ],
  CUSTOMER_SERVICE: [
    'session.own',
    'members.read',
    'members.lock',
    'payments.deposits.read',
    'payments.withdrawals.read',
    'payments.transfers.read',
    'members.notes',
    'dashboard.read',
    'games.read',
    'protection.read',
    'protection.manage',
    'kyc.read',
    'kyc.review',
  ],
  CONTENT: [
    'session.own',
    'system.settings',
    'content.read',
    'content.write',
    'dashboard.read',
    'games.read',
    'games.manage',
    'brand.read',
  ],
  AGENT_MANAGER: [
    'session.own',
    'members.read',
    'payments.deposits.read',
    'payments.withdrawals.read',
    'dashboard.read',
    'games.read',
    'agents.read',
    'agents.contracts',
    'agents.settle',
  ],
  AUDITOR: [...READS, 'content.read', 'operators.read', 'brand.read'],
};
