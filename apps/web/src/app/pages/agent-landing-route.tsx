import { useNavigate } from 'react-router';
import { AgentLandingPage } from '../../features/agent-landing/components/agent-landing-page';
import { UsernameLoginForm } from '../../features/session/components/username-login-form';

/**
 * /agent (spec §2 routes): the agent landing page around the session feature's username login
 * for the agent area. Composed here so neither feature imports the other; a successful login
 * enters the agent center (spec §4 "Login success": agent logins go to /agentHome).
 */
export function AgentLandingRoute() {
  const navigate = useNavigate();
  return (
    <AgentLandingPage
      loginForm={
        <UsernameLoginForm
          area="agent"
          missingFields="summary"
          onSuccess={({ passwordChangeForced }) => {
            if (!passwordChangeForced) void navigate('/agentHome');
          }}
        />
      }
    />
  );
}
