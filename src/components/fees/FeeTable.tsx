import { feeAmount, type FeeLine } from '../../domain/account';
import './fee-table.css';

interface Props {
  caption: string;
  lines: readonly FeeLine[];
}

/** A table of fees: each item with its note, and its amount (dollars or a word such as TBD). */
export default function FeeTable({ caption, lines }: Props) {
  return (
    <table className="fee-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="fee-amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
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
