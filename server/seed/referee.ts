/**
 * Seeds the referee page's lists (metrics, highlights, FAQs) and the referee training sessions,
 * dated relative to the seed day: one past session and several coming ones, on Saturdays.
 */
import { count, eq } from 'drizzle-orm';
import { formatUsd, REFEREE_GAME_PAY_CENTS } from '../../src/domain/fees';
import type { Db } from '../db/client';
import { events } from '../db/schema/events';
import { refereeFaqs, refereeHighlights, refereeMetrics } from '../db/schema/referee';
import { saturday } from './schedule';

const HOUR = 60 * 60 * 1000;

const METRICS = [
  {
    value: formatUsd(REFEREE_GAME_PAY_CENTS.refereePage).replace(/\.00$/, ''),
    label: 'per game weekend',
    description: 'Paid by direct deposit within two weeks of each weekend you work.',
  },
  { value: '15+', label: 'fields', description: 'League sites to choose from, most within a short drive.' },
  { value: '4', label: 'states', description: 'Crews in Mississippi, Tennessee, Arkansas and Alabama.' },
  {
    value: '1 day',
    label: 'training clinic',
    description: 'Rules, mechanics and game management in one Saturday.',
  },
];

const HIGHLIGHTS = [
  {
    icon: 'whistle',
    title: 'Paid from your first weekend',
    body: 'Work a full game weekend after the clinic and your pay follows, crew lead or not.',
  },
  {
    icon: 'calendar',
    title: 'Weekends that fit your life',
    body: 'Tell us which weekends you can work; the coordinator builds crews around your availability.',
  },
  {
    icon: 'shield',
    title: 'Safety and SafeSport trained',
    body: 'Every official completes SafeSport and concussion-awareness training before a first game.',
  },
  {
    icon: 'crew',
    title: 'A mentor on every crew',
    body: 'New officials are paired with an experienced referee for their first season.',
  },
];

const FAQS = [
  {
    question: 'Do I need officiating experience?',
    answer:
      'No. The training clinic covers the rules, positioning and signals from the start. Experienced officials are welcome too and can test out of the basics.',
  },
  {
    question: 'How old do I have to be?',
    answer:
      'Officials are 16 or older. Officials aged 16 and 17 work as assistant referees alongside an adult crew chief.',
  },
  {
    question: 'What does the training fee cover?',
    answer:
      'The one-time fee covers the clinic, the rulebook, your first whistle and flags, and the background check. The uniform package can be added when you sign up.',
  },
  {
    question: 'How and when am I paid?',
    answer:
      'Game pay is per game weekend and is paid by direct deposit within two weeks of the weekend you work.',
  },
  {
    question: 'Is certification required?',
    answer:
      'Certification is optional. Certified officials are first in line for playoff and championship weekends; the price of the certification course will be announced.',
  },
];

const SESSIONS = [
  {
    weeks: -2,
    title: 'New referee training clinic',
    location: 'Snowden Grove Park, Southaven, MS',
    notes: 'Rules, signals and positioning for new officials. Lunch provided.',
  },
  {
    weeks: 1,
    title: 'New referee training clinic',
    location: 'Snowden Grove Park, Southaven, MS',
    notes: 'Rules, signals and positioning for new officials. Lunch provided.',
  },
  {
    weeks: 3,
    title: 'Flag football mechanics and positioning',
    location: 'Liberty Park Fields, Memphis, TN',
    notes: 'On-field drills: spotting the ball, flag pulls and crew rotation.',
  },
  {
    weeks: 5,
    title: 'Certification exam review',
    location: 'League office, 4570 Poplar Avenue, Memphis, TN',
    notes: 'Optional session for officials taking the certification exam.',
  },
  {
    weeks: 8,
    title: 'Game-weekend scrimmage officiating',
    location: 'Hernando Parks Sports Complex, Hernando, MS',
    notes: 'Officiate live scrimmages with a mentor and get feedback after each game.',
  },
  {
    weeks: 11,
    title: 'Returning referee refresher',
    location: 'Freeman Park, Little Rock, AR',
    notes: 'Rule changes for the new season and a mechanics refresher.',
  },
];

/** Seeds the referee lists and sessions when the metrics table is empty; returns the rows added. */
export async function seedReferee(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(refereeMetrics);
  if ((existing?.n ?? 0) > 0) return 0;
  const positioned = <T>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));
  await db.insert(refereeMetrics).values(positioned(METRICS));
  await db.insert(refereeHighlights).values(positioned(HIGHLIGHTS));
  await db.insert(refereeFaqs).values(positioned(FAQS));
  const [sessions] = await db
    .select({ n: count() })
    .from(events)
    .where(eq(events.category, 'referee_training'));
  let added = 0;
  if ((sessions?.n ?? 0) === 0) {
    await db.insert(events).values(
      SESSIONS.map((session) => {
        // 9 am to 3 pm in Memphis (15:00–21:00 UTC).
        const startsAt = saturday(now, session.weeks, 15);
        return {
          category: 'referee_training',
          title: session.title,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 6 * HOUR),
          locationText: session.location,
          notes: session.notes,
        };
      }),
    );
    added = SESSIONS.length;
  }
  return METRICS.length + HIGHLIGHTS.length + FAQS.length + added;
}
