/** GET /news/ (news articles, newest first; `search` over title and content) and GET /news/{id}/. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { getArticle, listArticles } from '../press/articles';

export const newsRoutes = new Hono<AppEnv>({ strict: false })
  .get('/', (c) => listArticles(c, true))
  .get('/:id', (c) => getArticle(c, true));
