/** The typed API client, shared with the back office (packages/client). */
export * from '@nova/client/api-client';
