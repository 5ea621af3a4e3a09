// The calls the gateway answers itself (the route table's `gateway` rows): signing in and out, and
// what a player manages of their own account.
import { Router, type Request } from 'express';
import type { DocumentStore, KeyInput, Logger } from '@ai-council/service-kit';
import type { ServiceName } from '../routing/service-routes';
import type { Accounts } from './accounts';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import type { SignInLimits } from './sign-in-limits';
import type { SessionReader } from './current-session';
import { createErasure } from './erasure';
import type { SessionCodec } from './session-cookie';
import { recordSignIns } from './sign-in-events';
import { createSignInThrottle } from './sign-in-throttle';

export interface OwnCallsDeps {
  accounts: Accounts;
  sessions: SessionCodec;
  reader: SessionReader;
  store: DocumentStore;
  logger: Logger;
  services: Record<ServiceName, string>;
  tokenPrivateKey: KeyInput;
  sessionSecret: string;
  loginUrl: string;
  limits?: Partial<SignInLimits> | undefined;
  formTokenRequired: (req: Request) => boolean;
}

export function ownCalls(deps: OwnCallsDeps): Router {
  const { accounts, sessions, reader, logger, services, tokenPrivateKey } = deps;
  const router = Router();
  router.use(
    accountRoutes({
      accounts,
      sessions,
      currentSession: reader.currentSession,
      eraseEverywhere: createErasure({ services, tokenPrivateKey, logger }),
      logger,
    }),
  );
  router.use(
    authRoutes({
      accounts,
      sessions,
      throttle: createSignInThrottle(deps.store),
      store: deps.store,
      csrfSecret: deps.sessionSecret,
      limits: deps.limits,
      logger,
      loginUrl: deps.loginUrl,
      currentAccount: reader.currentAccount,
      currentSession: reader.currentSession,
      formTokenRequired: deps.formTokenRequired,
      recordSignIn: recordSignIns({ analyticsUrl: services.analytics, tokenPrivateKey, logger }),
    }),
  );
  return router;
}
