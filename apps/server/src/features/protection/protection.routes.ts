import * as ops from '@nova/contracts/api/ops-protection';
import * as player from '@nova/contracts/api/protection';
import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { route } from '../../lib/route.ts';
import { serviceDeps } from '../../plugins/context.ts';
import { auditOps, operatorOf } from '../../plugins/operator-auth.ts';
import type { SessionMember } from '../../plugins/session.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { resolveBrand } from '../brand/brand.request.ts';
import { memberPlaySince } from '../ledger/ledger.service.ts';
import { requireMember } from '../member-admin/member-profile.service.ts';
import { verifyCurrentPassword } from '../password/password-rules.ts';
import { registerProtectionJobs } from './protection.jobs.ts';
import * as service from './protection.service.ts';

/** The member behind the request; trial accounts have no security center (SECURITY.md 16). */
function realMember(request: FastifyRequest): SessionMember {
  const member = request.member;
  if (!member) throw new AppError('UNAUTHENTICATED');
  if (member.type === TRIAL_TYPE_ID) throw new AppError('TRIAL_FORBIDDEN');
  return member;
}

function moneyOf(brand: BrandRecord): service.Money {
  return { currency: brand.currency, scale: brand.currencyScale };
}

/**
 * Player protection (issue 14): the player's limits, exclusions and reality check in the security
 * center, and the back office's protection panel, risk view and brand settings.
 */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  const deps = { ...serviceDeps(app), ledger: app.ledger };

  async function playerOverview(request: FastifyRequest) {
    const member = realMember(request);
    const brand = await resolveBrand(request);
    return service.overview(deps, { brandId: brand.id, memberId: member.id }, moneyOf(brand));
  }

  function who(request: FastifyRequest) {
    const member = realMember(request);
    return { brandId: member.brandId, memberId: member.id };
  }

  function securityEvent(request: FastifyRequest, event: string, extra: object) {
    request.log.info(
      { event, memberId: request.member?.id, ip: clientIp(request), ...extra },
      event.replaceAll('_', ' '),
    );
  }

  route(app, player.getProtection, async ({ request }) => playerOverview(request));

  route(app, player.setLimit, async ({ request, body }) => {
    const value = body.value === null ? null : BigInt(body.value);
    const action = await service.changeLimit(deps, who(request), {
      key: { kind: body.kind, period: body.period },
      value,
      actor: 'PLAYER',
      reason: null,
    });
    securityEvent(request, 'protection_limit_changed', { ...body, action });
    return playerOverview(request);
  });

  route(app, player.confirmLimit, async ({ request, body }) => {
    await service.confirmLimit(deps, who(request), body);
    securityEvent(request, 'protection_limit_confirmed', body);
    return playerOverview(request);
  });

  route(app, player.cancelLimit, async ({ request, body }) => {
    await service.cancelPendingLimit(deps, who(request), body);
    securityEvent(request, 'protection_limit_cancelled', body);
    return playerOverview(request);
  });

  route(app, player.startExclusion, async ({ request, reply, body }) => {
    const member = who(request);
    await verifyCurrentPassword(deps, member.memberId, body.password);
    const exclusion = await service.startExclusion(deps, member, {
      kind: body.kind,
      duration: body.duration,
      actor: 'PLAYER',
      reason: null,
    });
    securityEvent(request, 'protection_exclusion_started', {
      kind: body.kind,
      duration: body.duration,
    });
    // Every session ended, this one too: the cookie goes with it.
    reply.clearCookie('nova_sid', { path: '/' });
    return exclusion;
  });

  route(app, player.setRealityCheck, async ({ request, body }) => {
    await service.setRealityCheck(deps, who(request).memberId, body.intervalMinutes);
    return playerOverview(request);
  });

  route(app, player.getSessionSummary, async ({ request }) => {
    const member = who(request);
    const brand = await resolveBrand(request);
    const facts = await service.sessionFacts(deps, member);
    const play = await memberPlaySince(deps.db, member.memberId, facts.startedAt);
    return {
      startedAt: facts.startedAt.toISOString(),
      now: deps.now().toISOString(),
      intervalMinutes: facts.intervalMinutes,
      stakes: play.staked.toString(),
      wins: play.won.toString(),
      net: (play.won - play.staked).toString(),
      currency: brand.currency,
      scale: brand.currencyScale,
      sessionEndsAt: facts.sessionEndsAt?.toISOString() ?? null,
    };
  });

  // --- the back office -------------------------------------------------------------------------

  async function memberPanel(brand: BrandRecord, memberId: number) {
    const row = await requireMember(deps, brand.id, memberId);
    const overview = await service.overview(deps, { brandId: brand.id, memberId }, moneyOf(brand));
    const history = await service.memberHistory(deps, memberId);
    const now = deps.now();
    return {
      ...overview,
      memberId,
      account: row.account,
      exclusions: history.exclusions.map((x) => ({
        ...service.exclusionView(x),
        id: x.id,
        active: x.startsAt <= now && (x.endsAt === null || x.endsAt > now),
        by: x.actor,
        reason: x.reason,
      })),
      limitHistory: history.events.map((e) => ({
        at: e.at.toISOString(),
        kind: e.kind as player.LimitKind,
        period: e.period as player.LimitPeriod,
        action: e.action as (typeof ops.LIMIT_EVENT_ACTIONS)[number],
        from: e.from?.toString() ?? null,
        to: e.to?.toString() ?? null,
        by: e.actor,
        reason: e.reason,
      })),
      hits: history.hits.hits.map((h) => ({
        at: h.at.toISOString(),
        action: h.action,
        kind: h.kind,
        period: h.period,
        amount: h.amount?.toString() ?? null,
      })),
      hits30Days: history.hits.count,
    };
  }

  route(app, ops.opsGetMemberProtection, async ({ request, params }) => {
    const brand = await resolveBrand(request);
    return memberPanel(brand, params.id);
  });

  route(app, ops.opsLowerLimit, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    const before = await memberPanel(brand, params.id);
    const key = { kind: body.kind, period: body.period };
    const action = await service.changeLimit(
      deps,
      { brandId: brand.id, memberId: params.id },
      {
        key,
        value: BigInt(body.value),
        actor: operatorOf(request),
        reason: body.reason,
      },
    );
    const after = await memberPanel(brand, params.id);
    const limitOf = (p: typeof before) =>
      p.limits.find((l) => l.kind === key.kind && l.period === key.period)?.value ?? null;
    await auditOps(
      request,
      'protection.limit.lower',
      { ...key, action, reason: body.reason },
      {
        type: 'member',
        id: params.id,
        brandId: brand.id,
        before: { limit: limitOf(before) },
        after: { limit: limitOf(after) },
      },
    );
    return after;
  });

  route(app, ops.opsAddExclusion, async ({ request, params, body }) => {
    const brand = await resolveBrand(request);
    await requireMember(deps, brand.id, params.id);
    const exclusion = await service.startExclusion(
      deps,
      { brandId: brand.id, memberId: params.id },
      {
        kind: body.kind,
        duration: body.duration,
        actor: operatorOf(request),
        reason: body.reason,
      },
    );
    await auditOps(
      request,
      'protection.exclusion.add',
      { kind: body.kind, duration: body.duration, reason: body.reason },
      { type: 'member', id: params.id, brandId: brand.id, after: exclusion },
    );
    return memberPanel(brand, params.id);
  });

  route(app, ops.opsProtectionRisk, async ({ request, query }) => {
    const brand = await resolveBrand(request);
    const rows = await service.riskList(deps, brand.id, query.days, query.minHits, brand.timezone);
    return {
      items: rows.map((r) => ({ ...r, lastHitAt: r.lastHitAt.toISOString() })),
    };
  });

  const settingsView = (s: service.BrandProtectionSettings): ops.ProtectionSettings => ({
    coolingOffHours: s.coolingOffHours,
    realityCheckDefaultMinutes: s.realityCheckDefaultMinutes,
    kycWithdrawalAbove: s.kycWithdrawalAbove?.toString() ?? null,
    kycDepositsAbove: s.kycDepositsAbove?.toString() ?? null,
  });

  route(app, ops.opsGetProtectionSettings, async ({ request }) => {
    const brand = await resolveBrand(request);
    return settingsView(await service.findBrandProtectionSettings(deps.db, brand.id));
  });

  route(app, ops.opsSetProtectionSettings, async ({ request, body }) => {
    const brand = await resolveBrand(request);
    const before = settingsView(await service.findBrandProtectionSettings(deps.db, brand.id));
    await service.saveBrandProtectionSettings(deps.db, brand.id, {
      coolingOffHours: body.coolingOffHours,
      realityCheckDefaultMinutes: body.realityCheckDefaultMinutes,
      kycWithdrawalAbove: body.kycWithdrawalAbove === null ? null : BigInt(body.kycWithdrawalAbove),
      kycDepositsAbove: body.kycDepositsAbove === null ? null : BigInt(body.kycDepositsAbove),
    });
    const after = settingsView(await service.findBrandProtectionSettings(deps.db, brand.id));
    await auditOps(
      request,
      'protection.settings',
      {},
      { type: 'brand', id: brand.id, brandId: brand.id, before, after },
    );
    return after;
  });

  registerProtectionJobs(app);
}
