import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { pathaoCityFor } from '../../../../shared/delivery/pathao-city.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import {
  pathaoAreasQuery,
  pathaoCitiesQuery,
  pathaoZonesQuery,
} from '../../couriers/api/courier-desk-api.ts';

/** Pathao's places for one parcel; zone and area stay null until staff choose them. */
export interface PathaoPlaces {
  cityId: number | null;
  zoneId: number | null;
  areaId: number | null;
}

interface PathaoPlacePickerProps {
  /** The order's district: the matching Pathao city is chosen at first. */
  district: string | null;
  value: PathaoPlaces;
  onChange: (next: PathaoPlaces) => void;
}

/**
 * City, zone and area from Pathao's own lists, for booking a parcel with Pathao (the booking
 * dialog uses it). A booking needs a city and a zone; the area is optional, as for Pathao.
 */
export function PathaoPlacePicker({ district, value, onChange }: PathaoPlacePickerProps) {
  const id = useId();
  const cities = useQuery(pathaoCitiesQuery());
  const zones = useQuery(pathaoZonesQuery(value.cityId));
  const areas = useQuery(pathaoAreasQuery(value.zoneId));

  // The district's city, once the list is in and nothing is chosen yet.
  const matched = cities.data && pathaoCityFor(district, cities.data);
  useEffect(() => {
    if (value.cityId === null && matched) {
      onChange({ cityId: matched.id, zoneId: null, areaId: null });
    }
  }, [matched, value.cityId, onChange]);

  const failure = cities.error ?? zones.error ?? areas.error;
  const number = (text: string) => (text === '' ? null : Number(text));
  return (
    <fieldset className="grid gap-2 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-semibold">Pathao delivery place</legend>
      <label className="form-control" htmlFor={`${id}-city`}>
        <span className="label-text">City</span>
        <select
          id={`${id}-city`}
          className="select select-bordered select-sm"
          value={value.cityId ?? ''}
          disabled={!cities.data}
          onChange={(event) =>
            onChange({ cityId: number(event.target.value), zoneId: null, areaId: null })
          }
        >
          <option value="">{cities.isPending ? 'Loading…' : 'Choose a city'}</option>
          {cities.data?.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </label>
      <label className="form-control" htmlFor={`${id}-zone`}>
        <span className="label-text">Zone</span>
        <select
          id={`${id}-zone`}
          className="select select-bordered select-sm"
          value={value.zoneId ?? ''}
          disabled={!zones.data}
          onChange={(event) =>
            onChange({ ...value, zoneId: number(event.target.value), areaId: null })
          }
        >
          <option value="">Choose a zone</option>
          {zones.data?.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.name}
            </option>
          ))}
        </select>
      </label>
      <label className="form-control" htmlFor={`${id}-area`}>
        <span className="label-text">Area (optional)</span>
        <select
          id={`${id}-area`}
          className="select select-bordered select-sm"
          value={value.areaId ?? ''}
          disabled={!areas.data || areas.data.length === 0}
          onChange={(event) => onChange({ ...value, areaId: number(event.target.value) })}
        >
          <option value="">{areas.data?.length === 0 ? 'None listed' : 'Any area'}</option>
          {areas.data?.map((area) => (
            <option key={area.id} value={area.id}>
              {area.name}
            </option>
          ))}
        </select>
      </label>
      {failure && (
        <p role="alert" className="text-sm text-error sm:col-span-3">
          {errorMessage(failure)}
        </p>
      )}
    </fieldset>
  );
}
