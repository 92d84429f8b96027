import { describe, expect, it } from 'vitest';
import {
  dashboardPath,
  destinationAfterRegister,
  destinationAfterSignIn,
  loginPathFor,
  mayOpen,
  normalizePath,
  parseRegistrationRole,
  registerPathFor,
  registrationRoleFor,
  roleGroup,
  roleLabel,
  safeNext,
} from './roles';

describe('dashboardPath', () => {
  describe.each([
    ['parent_guardian', '/portal/parent'],
    ['parent', '/portal/parent'],
    ['guardian', '/portal/parent'],
    ['athlete', '/portal/athlete'],
    ['coach', '/portal/coach'],
    ['staff', '/portal/coach'],
    ['admin', '/portal/coach'],
    ['staff_admin', '/portal/coach'],
    ['recruiter', '/portal/recruiter'],
    ['referee', '/referee'],
  ])('role %s', (role, destination) => {
    it(`goes to ${destination}`, () => {
      expect(dashboardPath(role)).toBe(destination);
    });
    it('matches in upper case too', () => {
      expect(dashboardPath(role.toUpperCase())).toBe(destination);
    });
    it('matches in mixed case with stray spaces', () => {
      expect(dashboardPath(` ${role[0]!.toUpperCase()}${role.slice(1)} `)).toBe(destination);
    });
  });

  it.each([['sponsor'], [''], [null], [undefined], ['parentguardian']])(
    'sends unknown role %j to /login',
    (role) => {
      expect(dashboardPath(role)).toBe('/login');
    },
  );
});

describe('roleGroup', () => {
  it('treats parent_guardian as parent and staff_admin as staff (coach portal)', () => {
    expect(roleGroup('PARENT_GUARDIAN')).toBe('parent');
    expect(roleGroup('STAFF_ADMIN')).toBe('coach');
  });
});

describe('mayOpen (route gates of §2.1)', () => {
  describe.each([
    [
      '/profile',
      ['parent_guardian', 'athlete', 'coach', 'staff_admin', 'recruiter', 'referee', 'sponsor'],
      [],
    ],
    [
      '/portal/parent',
      ['parent_guardian', 'parent', 'guardian', 'PARENT'],
      ['athlete', 'coach', 'referee', 'staff'],
    ],
    [
      '/portal/athlete',
      ['athlete', 'ATHLETE', 'staff', 'admin', 'Staff_Admin'],
      ['parent', 'coach', 'recruiter', 'referee'],
    ],
    [
      '/portal/coach',
      ['coach', 'staff', 'admin', 'staff_admin', 'Staff_Admin'],
      ['parent', 'athlete', 'referee', 'recruiter'],
    ],
    ['/portal/recruiter', ['recruiter'], ['parent', 'athlete', 'coach', 'referee', 'staff_admin']],
    [
      '/portal/office',
      ['staff', 'admin', 'staff_admin', 'Staff_Admin'],
      ['coach', 'parent', 'athlete', 'recruiter', 'referee', 'sponsor'],
    ],
  ])('%s', (path, admitted, refused) => {
    it('turns away a signed-out visitor', () => {
      expect(mayOpen(path, null)).toBe(false);
    });
    it.each(admitted)('admits %s', (role) => {
      expect(mayOpen(path, { role })).toBe(true);
    });
    if (refused.length) {
      it.each(refused)('turns away %s', (role) => {
        expect(mayOpen(path, { role })).toBe(false);
      });
    }
    it('gates the trailing-slash and .html spellings alike', () => {
      expect(mayOpen(`${path}/`, null)).toBe(false);
      expect(mayOpen(`${path}.html`, null)).toBe(false);
    });
  });

  it('lets anyone open a public page', () => {
    expect(mayOpen('/programs', null)).toBe(true);
    expect(mayOpen('/referee', null)).toBe(true);
  });

  it('turns away a signed-in user whose role is missing from a portal', () => {
    expect(mayOpen('/portal/parent', {})).toBe(false);
    expect(mayOpen('/profile', {})).toBe(true);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/portal/coach/', '/portal/coach'],
    ['/portal/coach.html', '/portal/coach'],
    ['/', '/'],
    ['', '/'],
  ])('reads %j as %j', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });
});

describe('loginPathFor', () => {
  it('carries the page in next, encoded', () => {
    expect(loginPathFor('/portal/parent')).toBe('/login?next=%2Fportal%2Fparent');
    expect(loginPathFor('/profile?tab=a&b=1')).toBe('/login?next=%2Fprofile%3Ftab%3Da%26b%3D1');
  });
});

describe('safeNext', () => {
  it.each(['/profile', '/portal/coach', '/programs?sport=FOOTBALL', '/news/12#top'])(
    'honours the site path %s',
    (next) => {
      expect(safeNext(next)).toBe(next);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.test/x'],
    ['a full URL', 'https://evil.test/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a backslash host', '/\\evil.test'],
    ['a backslash later on', '/x\\..\\evil'],
    ['a tab that browsers drop', '/\t/evil.test'],
    ['a newline', '/\n/evil.test'],
    ['a relative path', 'profile'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_label, next) => {
    expect(safeNext(next)).toBeNull();
  });
});

describe('roleLabel', () => {
  it.each([
    ['parent_guardian', 'Parent / Guardian'],
    ['STAFF_ADMIN', 'Staff / Admin'],
    ['coach', 'Coach'],
    ['referee', 'Referee'],
    ['sponsor_partner', 'Sponsor Partner'],
    [undefined, 'Member'],
  ])('shows %j as %j', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});

describe('destinationAfterSignIn', () => {
  const parent = { role: 'parent_guardian' };
  it.each([
    ['honours next when the user may open it', '/portal/parent', parent, '/portal/parent'],
    ['keeps the query of next', '/programs?sport=FOOTBALL', parent, '/programs?sport=FOOTBALL'],
    ['goes to /profile without next', null, parent, '/profile'],
    ['goes to /profile for an unsafe next', '//evil.test', parent, '/profile'],
    ["goes to /profile when next is another role's portal", '/portal/coach', parent, '/profile'],
    ['goes to /profile rather than back to an account page', '/login?next=%2Fprofile', parent, '/profile'],
    ['lets staff into the coach portal', '/portal/coach/', { role: 'STAFF_ADMIN' }, '/portal/coach/'],
  ])('%s', (_rule, next, user, destination) => {
    expect(destinationAfterSignIn(next, user)).toBe(destination);
  });
});

describe('destinationAfterRegister', () => {
  it.each([
    ['honours next when the new user may open it', '/portal/parent', 'parent_guardian', '/portal/parent'],
    ['comes back to the referee sign-up', '/referee#sign-up', 'referee', '/referee#sign-up'],
    ['lands a parent in the parent portal without next', null, 'parent_guardian', '/portal/parent'],
    ['lands an athlete in the athlete portal', null, 'athlete', '/portal/athlete'],
    ['lands a coach in the coach portal', '', 'COACH', '/portal/coach'],
    ['lands a recruiter in the recruiter portal', null, 'recruiter', '/portal/recruiter'],
    ['lands a referee on the referee page', null, 'referee', '/referee'],
    [
      "lands in the role's own portal when next is another role's",
      '/portal/coach',
      'athlete',
      '/portal/athlete',
    ],
    ['ignores an unsafe next', 'https://evil.test/x', 'parent_guardian', '/portal/parent'],
    ['ignores an account page as next', '/login', 'parent_guardian', '/portal/parent'],
    ['keeps /profile when it is asked for', '/profile', 'parent_guardian', '/profile'],
    ['keeps /profile for a role without a dashboard', null, 'sponsor', '/profile'],
  ])('%s', (_rule, next, role, destination) => {
    expect(destinationAfterRegister(next, { role })).toBe(destination);
  });
});

describe('parseRegistrationRole', () => {
  it.each([
    ['parent_guardian', 'parent_guardian'],
    ['PARENT_GUARDIAN', 'parent_guardian'],
    [' Referee ', 'referee'],
    ['staff_admin', null],
    ['parent', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (value, role) => {
    expect(parseRegistrationRole(value)).toBe(role);
  });
});

describe('registrationRoleFor', () => {
  it.each([
    ['/portal/parent', 'parent_guardian'],
    ['/portal/athlete/', 'athlete'],
    ['/portal/coach?x=1', 'coach'],
    ['/portal/recruiter', 'recruiter'],
    ['/referee#sign-up', 'referee'],
    ['/profile', null],
    ['//evil.test/portal/parent', null],
    [null, null],
  ])('the role whose dashboard %j is: %j', (path, role) => {
    expect(registrationRoleFor(path)).toBe(role);
  });
});

describe('registerPathFor', () => {
  it('names the role and the page to come back to', () => {
    expect(registerPathFor({ role: 'referee', next: '/referee#sign-up' })).toBe(
      '/register?role=referee&next=%2Freferee%23sign-up',
    );
  });
  it('drops an unsafe next and is plain /register without anything', () => {
    expect(registerPathFor({ next: '//evil.test' })).toBe('/register');
    expect(registerPathFor({ next: '/portal/coach' })).toBe('/register?next=%2Fportal%2Fcoach');
  });
});
