import { feeAmount, ROLE_FEES } from '../../domain/account';
import { REGISTRATION_ROLES, type RegistrationRole } from '../../domain/roles';

/** The fees that come with a registration role (spec 1 §9). */
export default function FeeTable({ role }: { role: RegistrationRole }) {
  const label = REGISTRATION_ROLES.find((r) => r.value === role)?.label ?? 'Account';
  return (
    <table className="fee-table">
      <caption>{label} fees</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="fee-amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {ROLE_FEES[role].map((line) => (
          <tr key={line.item}>
            <th scope="row">
              {line.item}
              <span className="fee-note">{line.note}</span>
            </th>
            <td className="fee-amount">{feeAmount(line)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
