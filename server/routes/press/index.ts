/** GET /press/ (every article and content item; `title` exact match) and GET /press/{id}/. */
import { getArticle, listArticles } from './articles';
import { routes } from '../../http/router';

export const pressRoutes = routes('/press')
  .get('/', (c) => listArticles(c, false))
  .get('/:id', (c) => getArticle(c, false));
