import { useState } from 'react';

/**
 * The idempotency key of one money request: made when the form opens, kept across retries and
 * double clicks (one deposit or withdrawal), renewed only after a success.
 */
export function useRequestId(): { requestId: string; renew: () => void } {
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  return { requestId, renew: () => setRequestId(crypto.randomUUID()) };
}
