import type { Stop } from '../../../shared/model/stop';

/** The stop dialog's values as its inputs edit them (the rules are `stopInputSchema`). */
export interface StopValues {
  id: number | null;
  version: number | null;
  name: string;
  street: string;
  imageUrl: string;
}

/** An empty form for a new stop. */
export const NEW_STOP: StopValues = { id: null, version: null, name: '', street: '', imageUrl: '' };

/** The dialog's values of a loaded stop. */
export const toStopValues = ({ id, version, name, street, imageUrl }: Stop): StopValues => ({
  id,
  version,
  name,
  street,
  imageUrl: imageUrl ?? '',
});
