/** What a code, and then the access token exchanged for it, stands for. */
export interface Grant {
  clientId: string;
  subject: string;
  name: string;
  redirectUri: string;
  /** The PKCE S256 challenge the authorization request carried. */
  challenge: string;
  nonce: string | undefined;
  expiresAt: number;
}

/** How many codes or tokens are kept: a development provider, not a store. */
const MAX_GRANTS = 1000;

/**
 * Codes or access tokens in memory, by value, bounded by count (oldest dropped first: a Map
 * iterates in insertion order). A restart of the sandbox forgets them, as a real provider's
 * short-lived codes would be lost to the login in flight.
 */
export class Grants {
  readonly #byKey = new Map<string, Grant>();

  put(key: string, grant: Grant): void {
    while (this.#byKey.size >= MAX_GRANTS) {
      const oldest = this.#byKey.keys().next().value;
      if (oldest === undefined) break;
      this.#byKey.delete(oldest);
    }
    this.#byKey.set(key, grant);
  }

  /** The live grant, which stays (an access token is used more than once). */
  find(key: string, nowMs: number): Grant | undefined {
    const grant = this.#byKey.get(key);
    if (grant && grant.expiresAt <= nowMs) this.#byKey.delete(key);
    return grant && grant.expiresAt > nowMs ? grant : undefined;
  }

  /** The live grant, gone after this call whatever the caller decides (a code is single use). */
  take(key: string, nowMs: number): Grant | undefined {
    const grant = this.find(key, nowMs);
    this.#byKey.delete(key);
    return grant;
  }
}
