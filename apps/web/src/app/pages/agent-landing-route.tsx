import { type ErrorCode, isErrorCode } from '@nova/contracts/errors';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AgentLandingPage } from '../../features/agent-landing/components/agent-landing-page';
import { SocialLogin } from '../../features/session/components/social-login';
import { UsernameLoginForm } from '../../features/session/components/username-login-form';
import type { LoginSuccess } from '../../features/session/hooks/use-login-flow';
import { SOCIAL_ERROR_STATE } from '../open-modal-on-arrival';

/**
 * /agent (spec §2 routes): the agent landing page around the session feature's username login
 * for the agent area. Composed here so neither feature imports the other; a successful login
 * enters the agent center (spec §4 "Login success": agent logins go to /agentHome). One-click
 * login sits under the form; a failed one comes back here with its error in the history state
 * (a member's account is refused with NON_AGENT_LOGIN, decision 010).
 */
export function AgentLandingRoute() {
  const navigate = useNavigate();
  const arrivalError = useArrivalSocialError();
  function onSuccess({ passwordChangeForced }: LoginSuccess) {
    if (!passwordChangeForced) void navigate('/agentHome');
  }
  return (
    <AgentLandingPage
      loginForm={
        <>
          <UsernameLoginForm area="agent" missingFields="summary" onSuccess={onSuccess} />
          <SocialLogin area="agent" onSuccess={onSuccess} arrivalError={arrivalError} />
        </>
      }
    />
  );
}

function socialErrorOf(state: unknown): ErrorCode | undefined {
  const value =
    state && typeof state === 'object'
      ? (state as Record<string, unknown>)[SOCIAL_ERROR_STATE]
      : undefined;
  return isErrorCode(value) ? value : undefined;
}

/**
 * The error a one-click login came back with (src/app/open-modal-on-arrival), kept while the
 * page stays and taken out of the history entry, so a reload or a return does not repeat it.
 */
function useArrivalSocialError(): ErrorCode | undefined {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const fromState = socialErrorOf(state);
  const [kept, setKept] = useState<ErrorCode>();
  useEffect(() => {
    if (!fromState) return;
    setKept(fromState);
    void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
  }, [fromState, pathname, search, hash, navigate]);
  return fromState ?? kept;
}
