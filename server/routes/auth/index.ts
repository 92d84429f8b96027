/** The /auth router: sign-in, sign-out, registration, current user, token refresh and password reset. */
import { routes } from '../../http/router';
import { acknowledgeCodeOfConduct } from './acknowledge';
import { userJson } from './user-json';
import { login } from './login';
import { logout } from './logout';
import { changePassword } from './password-change';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { refresh } from './refresh';
import { register } from './register';

// Paths are written without the trailing slash: with strict: false both /login and /login/ match.
export const authRoutes = routes('/auth')
  .post('/login', login)
  .post('/register', register)
  .post('/refresh', refresh)
  .post('/logout', logout)
  .get('/me', async (c) => c.json(await userJson(c.var.deps.db, c.var.user)))
  .post('/parent-code-of-conduct/acknowledge', acknowledgeCodeOfConduct)
  .post('/password/change', changePassword)
  .post('/password/reset', requestPasswordReset)
  .post('/password/reset/confirm', confirmPasswordReset);
