import { ReferralCard } from './referral-card';
import registerStyles from './register-center.module.css';
import { RegisterDownlineForm } from './register-downline-form';

/**
 * registerCenter (spec §2; issue 15): open a member or sub-agent account under me, and my
 * referral link and QR code with my invitation code.
 */
export function RegisterCenterPage() {
  return (
    <div className={registerStyles.registerCenter} data-testid="register-center-page">
      <RegisterDownlineForm />
      <ReferralCard />
    </div>
  );
}
