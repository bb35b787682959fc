import * as schedule from '../contracts/schedule';
import type { ChildSchedule, ScheduleFeedLink } from '../model/schedule';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** The caller's children and one child's week ({@link schedule.readSchedule}). */
export const fetchSchedule = (
  client: ApiClient,
  query: { participantId?: number; week?: string },
  options?: CallOptions,
): Promise<ChildSchedule> =>
  call(
    client,
    schedule.readSchedule,
    {
      query: {
        ...(query.participantId === undefined
          ? {}
          : { participantId: String(query.participantId) }),
        ...(query.week === undefined ? {} : { week: query.week }),
      },
    },
    options,
  );

/** A new secret calendar address for the child; the old one stops working ({@link schedule.renewScheduleFeed}). */
export const renewScheduleFeed = (
  client: ApiClient,
  participantId: number,
  options?: CallOptions,
): Promise<ScheduleFeedLink> =>
  call(client, schedule.renewScheduleFeed, { body: { participantId } }, options);
