import { lazy, Suspense } from 'react';

/**
 * Screens shown inside other screens, composed here so no screen imports another (decision
 * 040): the member's protection and KYC panels on the member page, the protection settings on
 * the brand page. Each loads with its own chunk.
 */
const MemberProtectionPanel = lazy(() =>
  import('../features/protection/member-protection-panel').then((m) => ({
    default: m.MemberProtectionPanel,
  })),
);
const MemberKycPanel = lazy(() =>
  import('../features/kyc/member-kyc-panel').then((m) => ({ default: m.MemberKycPanel })),
);
const ProtectionSettingsCard = lazy(() =>
  import('../features/protection/protection-settings-card').then((m) => ({
    default: m.ProtectionSettingsCard,
  })),
);

export function memberPanels(memberId: number) {
  return (
    <Suspense fallback={null}>
      <MemberProtectionPanel memberId={memberId} />
      <MemberKycPanel memberId={memberId} />
    </Suspense>
  );
}

export function brandCards() {
  return (
    <Suspense fallback={null}>
      <ProtectionSettingsCard />
    </Suspense>
  );
}
