/** GET /news/ (news articles, newest first; `search` over title and content) and GET /news/{id}/. */
import { getArticle, listArticles } from '../press/articles';
import { routes } from '../../http/router';

export const newsRoutes = routes('/news')
  .get('/', (c) => listArticles(c, true))
  .get('/:id', (c) => getArticle(c, true));
