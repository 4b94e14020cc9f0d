import { z } from 'zod/mini';
import { CUSTOMER_SERVICE_TYPES, RESOURCE_TYPES, SYSTEM_STATUS } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { RegisterFieldRuleSchema } from '../register-rules.ts';
import { WhitelabelNodeSchema } from '../whitelabel.ts';

const IsoDateTime = z.iso.datetime({ offset: true });
/** A site language code: two capitals, e.g. EN. */
export const LanguageCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/));

// ── /wps/system/status (spec §4 "System status") ─────────────────────────────────────────────
export const SystemStatusSchema = z.object({
  status: z.union([
    z.literal(SYSTEM_STATUS.NORMAL),
    z.literal(SYSTEM_STATUS.MAINTENANCE),
    z.literal(SYSTEM_STATUS.REGION_RESTRICTED),
  ]),
  /** The visitor's IP as the server sees it (shown on the region-blocked page). */
  ip: z.string(),
  maintenanceStart: z.nullable(IsoDateTime),
  maintenanceEnd: z.nullable(IsoDateTime),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const getSystemStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  summary: 'Site status: 0 normal, 1 maintenance (wins), 2 region restricted',
  tags: ['system'],
  auth: 'none',
  response: envelope(SystemStatusSchema),
});

// ── Brand, customer service, resources ───────────────────────────────────────────────────────
export const BrandSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string().check(z.length(3)),
  currencySymbol: z.string(),
  /** Decimal places of the currency's minor unit (2 for MYR). */
  currencyScale: z.number().check(z.int(), z.gte(0), z.lte(4)),
  defaultLanguage: LanguageCodeSchema,
  supportedLanguages: z.array(LanguageCodeSchema),
  minAge: z.number().check(z.int()),
  timezone: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const CustomerServiceSchema = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  title: z.string(),
  url: z.string(),
});
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export const ResourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  link: z.nullable(z.string()),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const DomainRouteSchema = z.object({
  domain: z.string(),
  /** False when the visited host is not one of the brand's domains ("Invalid URL"). */
  valid: z.boolean(),
  route: z.enum(['PLAYER', 'AGENT']),
  mainDomain: z.string(),
});
export type DomainRoute = z.infer<typeof DomainRouteSchema>;

// ── The permission data call (spec §3 "Permission data") ─────────────────────────────────────
export const PermissionDataSchema = z.object({
  brand: BrandSchema,
  customerService: z.array(CustomerServiceSchema),
  domainRoute: DomainRouteSchema,
  resources: z.partialRecord(z.enum(RESOURCE_TYPES), z.array(ResourceSchema)),
  whitelabel: z.array(WhitelabelNodeSchema),
  registerRules: z.array(RegisterFieldRuleSchema),
  mainDomain: z.string(),
  gtagId: z.nullable(z.string()),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.nullable(z.string()) }),
  maintenance: z.object({
    active: z.boolean(),
    maintenanceStart: z.nullable(IsoDateTime),
    maintenanceEnd: z.nullable(IsoDateTime),
  }),
  regionRestriction: z.object({ restricted: z.boolean() }),
});
export type PermissionData = z.infer<typeof PermissionDataSchema>;

export const getPermissionData = defineEndpoint({
  method: 'GET',
  path: '/wps/system/permission',
  summary: 'Everything the site needs before its first render',
  tags: ['system'],
  auth: 'none',
  response: envelope(PermissionDataSchema),
});

export const getWhitelabel = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: 'Whitelabel switches as a modId tree',
  tags: ['system'],
  auth: 'none',
  response: envelope(z.array(WhitelabelNodeSchema)),
});

export const getDomainRoute = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  summary: 'Whether the visited host is a brand domain, and which area it serves',
  tags: ['system'],
  auth: 'none',
  response: envelope(DomainRouteSchema),
});

// ── Language update (spec §4 "Language change"; path not shown in the spec) ─────────────────
export const LanguageUpdateSchema = z.object({ language: LanguageCodeSchema });
export const updateLanguage = defineEndpoint({
  method: 'PUT',
  path: '/wps/system/language',
  summary: 'Tell the server the visitor’s language',
  tags: ['system'],
  auth: 'none',
  body: LanguageUpdateSchema,
  response: envelope(LanguageUpdateSchema),
});
