import { createContext, useContext } from 'react';
import type { ChildmindingService } from '../../model/childminding';

const ChildmindingServicesContext = createContext<ChildmindingService[]>([]);

/**
 * The childminding services of `GET /api/booking/childminding`, for the registration form
 * inside the booking dialog (its props carry only the service's detail, which lacks the
 * weekdays, end times and earliest start date the form offers).
 */
export const ChildmindingServicesProvider = ChildmindingServicesContext.Provider;

/** The childminding service with this id, or null when the view did not provide it. */
export function useChildmindingService(id: number): ChildmindingService | null {
  return useContext(ChildmindingServicesContext).find((service) => service.id === id) ?? null;
}
