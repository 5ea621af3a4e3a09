// What the calls the gateway answers itself (the route table's `gateway` rows) need: signing in and out
// (auth.routes.ts, session.routes.ts), and what a player manages of their own account (account.routes.ts).
import type { Request } from 'express';
import type { DocumentStore, KeyInput, Logger } from '@ai-council/service-kit';
import type { ServiceName } from '../routing/service-routes';
import type { Accounts } from './accounts';
import type { SignInLimits } from './sign-in-limits';
import type { SessionReader } from './current-session';
import type { SessionCodec } from './session-cookie';

export interface OwnCallsDeps {
  accounts: Accounts;
  sessions: SessionCodec;
  reader: SessionReader;
  /** Where the per-address sign-in and guest counters and the sign-in throttle live (shared by every replica). */
  store: DocumentStore;
  /** Where security events go (failed and locked-out sign-ins, limits hit, password changes, deletions). */
  logger: Logger;
  /** Each service's base URL: an account's erasure reaches every one, a sign-in is recorded in svc-analytics. */
  services: Record<ServiceName, string>;
  /** Signs the erasure tokens and the sign-in records' user tokens. */
  tokenPrivateKey: KeyInput;
  /** Signs the sign-in forms' CSRF tokens (every replica checks them). */
  sessionSecret: string;
  loginUrl: string;
  limits?: Partial<SignInLimits> | undefined;
  /** The request had no Origin to vouch for it: its form must carry the CSRF token. */
  formTokenRequired: (req: Request) => boolean;
}
