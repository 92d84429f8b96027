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
