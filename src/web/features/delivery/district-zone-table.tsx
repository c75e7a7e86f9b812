import { useState } from 'react';
import { searchDistricts } from '../../../shared/delivery/districts.ts';
import type { DeliveryZone } from '../../../shared/schemas/delivery.ts';

interface DistrictZoneTableProps {
  zones: readonly DeliveryZone[];
  districtZones: Record<string, string>;
  onChange: (districtZones: Record<string, string>) => void;
}

/**
 * Which zone each of the 64 districts belongs to, with a filter by name (English, Bangla or an
 * older spelling, the district box's own search) or by division.
 */
export function DistrictZoneTable({ zones, districtZones, onChange }: DistrictZoneTableProps) {
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const byName = new Set(searchDistricts(filter));
  const shown = searchDistricts('').filter(
    (district) => byName.has(district) || district.division.toLowerCase().includes(wanted),
  );
  return (
    <div className="space-y-3">
      <label className="block max-w-sm space-y-1">
        <span className="block text-sm font-medium">Find a district</span>
        <input
          className="input w-full"
          type="search"
          value={filter}
          placeholder="e.g. Sylhet or সিলেট"
          onChange={(event) => setFilter(event.target.value)}
        />
      </label>
      <div className="max-h-[28rem] overflow-y-auto rounded-box border border-base-300">
        <table className="table table-sm">
          <thead className="sticky top-0 bg-base-100">
            <tr>
              <th scope="col">District</th>
              <th scope="col">Division</th>
              <th scope="col">Zone</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((district) => (
              <tr key={district.name}>
                <th scope="row" className="font-medium">
                  {district.name} <span className="opacity-70">({district.nameBn})</span>
                </th>
                <td>{district.division}</td>
                <td>
                  <select
                    className="select select-sm"
                    aria-label={`Zone of ${district.name}`}
                    value={districtZones[district.name] ?? ''}
                    onChange={(event) =>
                      onChange({ ...districtZones, [district.name]: event.target.value })
                    }
                  >
                    {zones.map((zone) => (
                      <option key={zone.id} value={zone.id}>
                        {zone.name}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
