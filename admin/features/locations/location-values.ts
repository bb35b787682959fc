import type { Location } from '../../../shared/model/location';
import type { LocationInput } from '../../../shared/rules/location';

/** The location dialog's values as its inputs edit them: the capacity as typed. */
export interface LocationValues {
  id: number | null;
  version: number | null;
  name: string;
  room: string;
  capacity: string;
}

/** An empty form for a new location. */
export const NEW_LOCATION: LocationValues = {
  id: null,
  version: null,
  name: '',
  room: '',
  capacity: '',
};

/** The dialog's values of a loaded location. */
export const toLocationValues = ({
  id,
  version,
  name,
  room,
  capacity,
}: Location): LocationValues => ({
  id,
  version,
  name,
  room,
  capacity: String(capacity),
});

/**
 * What the shared rules check (`locationSchema`): the capacity as a number, an empty field as
 * null (the rule's "required"), text that is no number as NaN (its "whole number").
 */
export const toLocationInput = (values: LocationValues): Record<keyof LocationInput, unknown> => ({
  ...values,
  capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
});
