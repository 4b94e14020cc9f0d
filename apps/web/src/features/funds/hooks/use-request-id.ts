import { useCallback, useState } from 'react';

/**
 * The idempotency key of one money request (contracts RequestIdSchema): made when the form
 * opens, kept across retries of the same request, renewed after a success.
 */
export function useRequestId(): [string, () => void] {
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setRequestId(crypto.randomUUID()), []);
  return [requestId, renew];
}
