/** A step of one-click login failed; `reason` goes to the security log, never to the client. */
export class SocialFlowError extends Error {
  constructor(readonly reason: string) {
    super(`social login refused: ${reason}`);
    this.name = 'SocialFlowError';
  }
}
