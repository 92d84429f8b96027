import type { RoleFees } from '../../domain/account';
import { REGISTRATION_ROLES, type RegistrationRole } from '../../domain/roles';
import FeeTable from '../../components/fees/FeeTable';

/** The fees that come with a registration role (spec 1 §9), as the page was built with them. */
export default function RoleFeeTable({ role, fees }: { role: RegistrationRole; fees: RoleFees }) {
  const label = REGISTRATION_ROLES.find((r) => r.value === role)?.label ?? 'Account';
  return <FeeTable caption={`${label} fees`} lines={fees[role]} />;
}
