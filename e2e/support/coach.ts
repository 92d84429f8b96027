import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/** The program every coach flow works in: the seeded empty season to upload into belongs to it. */
export const COACH_PROGRAM = { id: 'nfl-flag-boys', name: 'NFL FLAG Football Boys' };

const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

/** Signs staff@demo.test in through the API and answers its access token. */
export async function staffAccess(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login/', {
    data: { email: 'staff@demo.test', password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`Staff login failed: ${response.status()}`);
  return ((await response.json()) as { access: string }).access;
}

/**
 * Gives a coach calendar-editor rights the way the site does, through the API: the coach asks for
 * the program, staff@demo.test approves that request.
 */
export async function grantCalendarRights(
  request: APIRequestContext,
  coachAccess: string,
  program = COACH_PROGRAM.id,
): Promise<void> {
  const asked = await request.post('/api/events/calendar-editor-requests/', {
    headers: bearer(coachAccess),
    data: { program, message: '' },
  });
  if (!asked.ok()) throw new Error(`Editor request failed: ${asked.status()} ${await asked.text()}`);
  const { id } = (await asked.json()) as { id: number };
  const approved = await request.patch(`/api/staff/calendar-editor-requests/${id}/`, {
    headers: bearer(await staffAccess(request)),
    data: { status: 'APPROVED', review_note: '' },
  });
  if (!approved.ok()) throw new Error(`Approval failed: ${approved.status()} ${await approved.text()}`);
}

/**
 * Puts a coach on the team the seed's demo coach leads (the Southaven Storm of the season under way,
 * whose players include Jordan Ellis) as an assistant, the way the office does (PATCH
 * /api/office/teams/:id). Where a season has teams, a coach sees the players of their own teams
 * only (issue 19): a program grant alone shows none of that season's players.
 */
export async function putOnDemoTeam(request: APIRequestContext, coachAccess: string): Promise<void> {
  const me = await request.get('/api/auth/me/', { headers: bearer(coachAccess) });
  if (!me.ok()) throw new Error(`Reading the coach failed: ${me.status()}`);
  const { id: coachId } = (await me.json()) as { id: number };
  const staff = bearer(await staffAccess(request));
  const list = await request.get(
    `/api/office/teams/?program=${COACH_PROGRAM.id}&search=Southaven&page_size=100`,
    { headers: staff },
  );
  if (!list.ok()) throw new Error(`Listing teams failed: ${list.status()}`);
  const { results } = (await list.json()) as {
    results: { id: number; name: string; head_coach: number | null; assistants: number[] }[];
  };
  const team = results.find((row) => row.name === 'Southaven Storm' && row.head_coach !== null);
  if (!team) throw new Error('The demo coach’s team is not seeded');
  const saved = await request.patch(`/api/office/teams/${team.id}/`, {
    headers: staff,
    data: { assistants: [...team.assistants, coachId] },
  });
  if (!saved.ok())
    throw new Error(`Putting the coach on the team failed: ${saved.status()} ${await saved.text()}`);
}
