import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import type { PickupPointInput } from '../../../shared/schemas/delivery.ts';

interface PickupPointsFieldsProps {
  points: readonly PickupPointInput[];
  onChange: (points: PickupPointInput[]) => void;
}

const FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'address', label: 'Address' },
  { key: 'phone', label: 'Phone' },
  { key: 'hours', label: 'Hours' },
] as const;

/** The places customers may collect orders from; none means no store pickup. */
export function PickupPointsFields({ points, onChange }: PickupPointsFieldsProps) {
  const update = (index: number, patch: Partial<PickupPointInput>) =>
    onChange(points.map((point, at) => (at === index ? { ...point, ...patch } : point)));
  return (
    <div className="space-y-3">
      {points.map((point, index) => (
        <fieldset
          key={point.id ?? `new-${index}`}
          className="grid gap-3 rounded-box border border-base-300 p-4 sm:grid-cols-2"
          aria-label={`Pickup point ${index + 1}`}
        >
          {FIELDS.map((field) => (
            <label key={field.key} className="space-y-1">
              <span className="block text-sm font-medium">{field.label}</span>
              <input
                className="input w-full"
                value={point[field.key]}
                onChange={(event) => update(index, { [field.key]: event.target.value })}
              />
            </label>
          ))}
          <button
            type="button"
            className="btn btn-ghost btn-sm w-fit text-error"
            onClick={() => onChange(points.filter((_, at) => at !== index))}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove pickup point {index + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => onChange([...points, { name: '', address: '', phone: '', hours: '' }])}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a pickup point
      </button>
    </div>
  );
}
