import type { DailyTransportList } from '../../../shared/model/transport-list';

/**
 * The daily transport list as a bus company's API key reads it: only the children who go home
 * by bus that day, and of each only name, class and bus — not who else may pick them up, their
 * activities or childminding, which are none of the bus company's business.
 */
export function busProviderView(list: DailyTransportList): DailyTransportList {
  return {
    ...list,
    children: list.children
      .map((child) => ({
        ...child,
        days: child.days
          .filter((day) => day.way === 'BUS')
          .map((day) => ({
            ...day,
            absence: null,
            activities: [],
            childminding: null,
            pickUp: [],
            alone: false,
          })),
      }))
      .filter((child) => child.days.length > 0),
  };
}
