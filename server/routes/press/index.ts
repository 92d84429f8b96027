/** GET /press/ (every article and content item; `title` exact match) and GET /press/{id}/. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { getArticle, listArticles } from './articles';

export const pressRoutes = new Hono<AppEnv>({ strict: false })
  .get('/', (c) => listArticles(c, false))
  .get('/:id', (c) => getArticle(c, false));
