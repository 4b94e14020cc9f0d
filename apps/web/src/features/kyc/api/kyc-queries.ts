import { getKyc, type KycDocumentKind, uploadKycDocument } from '@nova/contracts/api/kyc';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The member's verification (issue 14): status, documents and the brand's requirement. Private:
 * logout drops it with every other member-only query.
 */
export const kycKeys = {
  all: ['kyc'] as const,
  overview: ['kyc', 'overview'] as const,
};

export const kycOverviewQuery = queryOptions({
  queryKey: kycKeys.overview,
  queryFn: ({ signal }) => callApi(getKyc, { signal }),
  meta: { private: true },
  staleTime: 0,
});

export function useKycOverview() {
  return useQuery(kycOverviewQuery);
}

/** Upload one document (the raw file, typed by the client check); the overview follows. */
export function useUploadKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: Blob }) =>
      callApi(uploadKycDocument, { query: { kind }, raw: file }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: kycKeys.all });
    },
  });
}
