// One Ed25519 pair per test process, as the gateway holds it: tests sign the
// tokens the gateway would, and hand the services the public half.
import {
  generateTokenKeys,
  signUserToken,
  type TokenAudience,
  type TokenPurpose,
  type UserClaims,
} from '../identity';

export const testTokenKeys = generateTokenKeys();

/** A token the gateway would sign for this service (ten minutes unless told). */
export function signTestToken(
  claims: UserClaims,
  audience: TokenAudience,
  options: { ttlSeconds?: number; purpose?: TokenPurpose } = {},
): string {
  return signUserToken(claims, testTokenKeys.privateKey, {
    audience,
    ttlSeconds: options.ttlSeconds ?? 600,
    ...(options.purpose ? { purpose: options.purpose } : {}),
  });
}
