import type { PaymentCallback } from '@nova/contracts/api/payments';

/**
 * A payment provider adapter (issue 4 "online gateway through a payment-provider adapter").
 * Every provider speaks its own protocol; the deposit rules only see this interface. Amounts
 * are integer minor units.
 */
export interface CreateOrderRequest {
  reference: string;
  amount: bigint;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
}

export interface GatewayOrder {
  status: 'PENDING' | 'PAID' | 'FAILED';
  txId: string;
  amount: bigint;
  currency: string;
  /** Where the member pays while the order is open. */
  payUrl: string | null;
}

export interface PaymentGateway {
  /** Idempotent by reference: asking again returns the same order. */
  createOrder(request: CreateOrderRequest): Promise<{ txId: string; payUrl: string }>;
  /** The provider's view of an order; null when it does not know the reference. */
  queryOrder(reference: string): Promise<GatewayOrder | null>;
  /** The notification if its signature is valid and fresh, null otherwise. */
  verifyCallback(headers: Record<string, unknown>, rawBody: string): PaymentCallback | null;
}
