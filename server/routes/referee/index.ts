/**
 * The referee page's lists (spec 3 §7): GET /events/referee/metrics/, /highlights/ and /faqs/,
 * paged (page_size 50 by default), in their editors' order.
 */
import { asc } from 'drizzle-orm';
import type { RefereeFaq, RefereeHighlight, RefereeMetric } from '../../../src/domain/types';
import { refereeFaqs, refereeHighlights, refereeMetrics } from '../../db/schema/referee';
import { listHandler, type ListConfig } from '../../http/list';
import { routes } from '../../http/router';

const LIMITS = { defaultSize: 50, maxSize: 100 };

const metricList: ListConfig<typeof refereeMetrics.$inferSelect, RefereeMetric> = {
  table: refereeMetrics,
  order: [asc(refereeMetrics.position), asc(refereeMetrics.id)],
  limits: LIMITS,
  json: (_db, rows) => rows.map(({ id, label, value, description }) => ({ id, label, value, description })),
};

const highlightList: ListConfig<typeof refereeHighlights.$inferSelect, RefereeHighlight> = {
  table: refereeHighlights,
  order: [asc(refereeHighlights.position), asc(refereeHighlights.id)],
  limits: LIMITS,
  json: (_db, rows) => rows.map(({ id, icon, title, body }) => ({ id, icon, title, body })),
};

const faqList: ListConfig<typeof refereeFaqs.$inferSelect, RefereeFaq> = {
  table: refereeFaqs,
  order: [asc(refereeFaqs.position), asc(refereeFaqs.id)],
  limits: LIMITS,
  json: (_db, rows) => rows.map(({ id, question, answer }) => ({ id, question, answer })),
};

export const refereeRoutes = routes('/events/referee')
  .get('/metrics', listHandler(metricList))
  .get('/highlights', listHandler(highlightList))
  .get('/faqs', listHandler(faqList));
