/**
 * GET /office/attendance/?season=<id>: attendance per team of a season (issue 39 item 3): the games
 * and team events whose attendance its coaches took, and the players marked there and not there.
 */
import { attendanceRate, type TeamAttendance } from '../../../src/domain/availability';
import { seasonAttendance } from '../../availability/attendance';
import { fieldError } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';

export const officeAttendanceRoutes = routes('/office/attendance').get('/', async (c) => {
  const season = parseId(c.req.query('season'));
  if (season === null) throw fieldError({ season: ['Choose a season.'] });
  const rows = await seasonAttendance(c.var.deps.db, season);
  return c.json({
    results: rows.map((row): TeamAttendance => ({
      team: { id: row.team, name: row.name },
      occasions: row.occasions,
      present: row.present,
      absent: row.absent,
      rate: attendanceRate(row.present, row.absent),
    })),
  });
});
