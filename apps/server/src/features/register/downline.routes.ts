import { registerDownline } from '@nova/contracts/api/agent';
import { isAgentType } from '@nova/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientIp } from '../../lib/ip.ts';
import { hashPassword } from '../../lib/password.ts';
import { route } from '../../lib/route.ts';
import { findParent, insertMember, uniqueViolation } from './register.repository.ts';

/**
 * Agents open downline accounts with an initial password they choose. The secret is someone
 * else's (passwordSetBy OTHER), so the new account must change it at its first login.
 */
export async function downlineRoutes(app: FastifyInstance): Promise<void> {
  route(app, registerDownline, async ({ request, body }) => {
    const agent = request.member;
    if (!agent || !isAgentType(agent.type)) throw new AppError('FORBIDDEN', 'Agents only');
    const parent = await findParent(app.db, agent.id);
    if (!parent) throw new AppError('UNAUTHENTICATED');
    const account = body.username.toLowerCase();
    try {
      const id = await insertMember(
        app.db,
        {
          brandId: agent.brandId,
          account,
          nickname: body.nickname ?? body.username,
          type: body.type,
          passwordHash: await hashPassword(body.initialPassword),
          passwordSetBy: 'OTHER',
          registerMethod: 'AGENT',
          registerIp: clientIp(request),
        },
        parent,
      );
      request.log.info(
        { audit: true, event: 'downline_registered', agentId: agent.id, memberId: id },
        'downline registered',
      );
      return { id, account };
    } catch (error) {
      if (uniqueViolation(error) !== null) throw new AppError('USERNAME_TAKEN');
      throw error;
    }
  });
}
