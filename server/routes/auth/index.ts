/** The /auth router: sign-in, registration, current user, token refresh and password reset. */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv } from '../../context';
import { userJson } from './user-json';
import { login } from './login';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { refresh } from './refresh';
import { register } from './register';

// Paths are written without the trailing slash: with strict: false both /login and /login/ match.
export const authRoutes = new Hono<AppEnv>({ strict: false })
  .post('/login', login)
  .post('/register', register)
  .post('/refresh', refresh)
  .get('/me', requireAuth, (c) => c.json(userJson(c.var.user)))
  .post('/password/reset', requestPasswordReset)
  .post('/password/reset/confirm', confirmPasswordReset);
