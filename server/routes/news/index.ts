/** GET /news/ (news articles, newest first; `search` over title and content) and GET /news/{id}/. */
import { getArticle, listArticles } from '../press/articles';
import { keptAnswers } from '../../http/kept-answers';
import { routes } from '../../http/router';

export const newsRoutes = routes('/news')
  .get('/', keptAnswers('press_articles'), (c) => listArticles(c, true))
  .get('/:id', keptAnswers('press_articles'), (c) => getArticle(c, true));
