// The calls the gateway answers itself: signing in and out, and the account.
import * as auth from '../api/auth';
import type { ApiRoute } from './api-route';

export const gatewayRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/auth/status',
    summary: 'Who is signed in',
    owner: 'gateway',
    response: auth.authStatusSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in',
    owner: 'gateway',
    request: auth.loginRequestSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account',
    owner: 'gateway',
    request: auth.registerRequestSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/auth/guest',
    summary: 'Continue as a guest',
    owner: 'gateway',
    request: auth.guestRequestSchema,
    created: true,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out-everywhere',
    summary: 'End every session of the account',
    owner: 'gateway',
  },
  { method: 'POST', path: '/api/logout', summary: 'End this session', owner: 'gateway' },
  {
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Change the password (the current one again); every other session ends',
    owner: 'gateway',
    request: auth.changePasswordRequestSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/delete-account',
    summary: 'Delete the account and erase every service’s data of it',
    owner: 'gateway',
    request: auth.deleteAccountRequestSchema,
  },
  {
    method: 'PATCH',
    path: '/api/auth/user',
    summary: 'Set game mode and onboarding',
    owner: 'gateway',
    request: auth.updateUserRequestSchema,
    response: auth.userSchema,
  },
];
