import { EVENTS_QUERY } from '@site/schema';
import { publicQuery } from '../../../lib/public-read/public-query';

/** Every event, newest first, for /updates and /calendar; the copy on this device shows them offline. */
export const serverEventsRead = publicQuery({ key: 'events.serverEvents', query: EVENTS_QUERY, pick: (result) => result.events });
