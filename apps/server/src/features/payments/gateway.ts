import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './gateway.model.ts';
import { SandboxPayGateway } from './sandbox-pay.gateway.ts';

/** The payment gateway adapters this server has: an online channel's provider is one of them. */
export const GATEWAY_PROVIDERS = ['SANDBOXPAY'] as const;

/** The adapter for a channel's provider; undefined when it is unknown or not configured. */
export function gatewayFor(app: FastifyInstance, provider: string): PaymentGateway | undefined {
  if (provider === 'SANDBOXPAY' && app.config.paymentGateway)
    return new SandboxPayGateway(app, app.config.paymentGateway);
  return undefined;
}
