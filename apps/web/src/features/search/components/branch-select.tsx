import type { Branch } from '@bluu/contracts/branch';
import { useBranches } from '@/lib/api/get-branches.ts';

const COUNTRY_GROUPS: { country: Branch['country']; label: string }[] = [
  { country: 'ZA', label: 'South Africa' },
  { country: 'NA', label: 'Namibia' },
];

interface BranchSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (branchCode: string) => void;
}

/** A car-rental branch, grouped by country. */
export function BranchSelect({ id, label, value, onChange }: BranchSelectProps) {
  const branches = useBranches();
  const carBranches = (branches.data ?? [])
    .filter((branch) => !branch.isVanRental)
    .sort((a, b) => a.branchName.localeCompare(b.branchName, 'en-ZA'));

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {branches.data ? (
          COUNTRY_GROUPS.map(({ country, label: groupLabel }) => {
            const options = carBranches.filter((branch) => branch.country === country);
            if (options.length === 0) return null;
            return (
              <optgroup key={country} label={groupLabel}>
                {options.map((branch) => (
                  <option key={branch.branchCode} value={branch.branchCode}>
                    {branch.branchName}
                  </option>
                ))}
              </optgroup>
            );
          })
        ) : (
          <option value={value}>{branches.isError ? value : 'Loading branches…'}</option>
        )}
      </select>
      {branches.isError && <p className="field-hint">Branch names could not be loaded.</p>}
    </div>
  );
}
