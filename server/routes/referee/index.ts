/**
 * The referee page's lists (spec 3 §7): GET /events/referee/metrics/, /highlights/ and /faqs/,
 * paged (page_size 50 by default), in their editors' order.
 */
import { asc, count } from 'drizzle-orm';
import type { Context } from 'hono';
import type { RefereeFaq, RefereeHighlight, RefereeMetric } from '../../../src/domain/types';
import type { AppEnv } from '../../context';
import { refereeFaqs, refereeHighlights, refereeMetrics } from '../../db/schema/referee';
import { pageRequest, pageResponse, type PageRequest } from '../../http/pagination';
import { routes } from '../../http/router';

/** Answers one page of a list: `total` counts it, `load` reads the requested rows. */
async function listPage<R>(
  c: Context<AppEnv>,
  total: () => Promise<{ n: number }[]>,
  load: (request: PageRequest) => Promise<R[]>,
) {
  const request = pageRequest(c, { defaultSize: 50, maxSize: 100 });
  const [counted] = await total();
  return c.json(pageResponse(c, request, counted?.n ?? 0, await load(request)));
}

export const refereeRoutes = routes('/events/referee')
  .get('/metrics', (c) => {
    const { db } = c.var.deps;
    return listPage<RefereeMetric>(
      c,
      () => db.select({ n: count() }).from(refereeMetrics),
      ({ pageSize, offset }) =>
        db
          .select({
            id: refereeMetrics.id,
            label: refereeMetrics.label,
            value: refereeMetrics.value,
            description: refereeMetrics.description,
          })
          .from(refereeMetrics)
          .orderBy(asc(refereeMetrics.position), asc(refereeMetrics.id))
          .limit(pageSize)
          .offset(offset),
    );
  })
  .get('/highlights', (c) => {
    const { db } = c.var.deps;
    return listPage<RefereeHighlight>(
      c,
      () => db.select({ n: count() }).from(refereeHighlights),
      ({ pageSize, offset }) =>
        db
          .select({
            id: refereeHighlights.id,
            icon: refereeHighlights.icon,
            title: refereeHighlights.title,
            body: refereeHighlights.body,
          })
          .from(refereeHighlights)
          .orderBy(asc(refereeHighlights.position), asc(refereeHighlights.id))
          .limit(pageSize)
          .offset(offset),
    );
  })
  .get('/faqs', (c) => {
    const { db } = c.var.deps;
    return listPage<RefereeFaq>(
      c,
      () => db.select({ n: count() }).from(refereeFaqs),
      ({ pageSize, offset }) =>
        db
          .select({ id: refereeFaqs.id, question: refereeFaqs.question, answer: refereeFaqs.answer })
          .from(refereeFaqs)
          .orderBy(asc(refereeFaqs.position), asc(refereeFaqs.id))
          .limit(pageSize)
          .offset(offset),
    );
  });
