import { ROLE_FEES } from '../../domain/account';
import { REGISTRATION_ROLES, type RegistrationRole } from '../../domain/roles';
import FeeTable from '../../components/fees/FeeTable';

/** The fees that come with a registration role (spec 1 §9). */
export default function RoleFeeTable({ role }: { role: RegistrationRole }) {
  const label = REGISTRATION_ROLES.find((r) => r.value === role)?.label ?? 'Account';
  return <FeeTable caption={`${label} fees`} lines={ROLE_FEES[role]} />;
}
