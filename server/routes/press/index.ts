/** GET /press/ (every article and content item; `title` exact match) and GET /press/{id}/. */
import { getArticle, listArticles } from './articles';
import { keptAnswers } from '../../http/kept-answers';
import { routes } from '../../http/router';

export const pressRoutes = routes('/press')
  .get('/', keptAnswers('press_articles'), (c) => listArticles(c, false))
  .get('/:id', keptAnswers('press_articles'), (c) => getArticle(c, false));
