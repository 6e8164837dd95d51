import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Services } from '../../core/services.js';
import { notFoundMessage } from '../../core/errors.js';
import { isUuid } from '../../db/ids.js';
import { contentDisposition } from '../../files/file-name.js';
import { Event } from './event.entity.js';
import { eventCalendar } from './event-calendar.js';
import { listEvents } from './event.service.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
// Calendar applications poll a subscription; an hour keeps them near the admins' changes without hammering us.
const FEED_CACHE = 'public, max-age=3600';

/** PUBLIC_URL when set (behind a proxy the request's own host may be an internal one), else the request's origin. */
function originOf(request: FastifyRequest, services: Services): string {
  return services.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

/** `/events.ics`, the feed a phone calendar subscribes to, and `/events/{id}.ics`, one event to add to a calendar. */
export function registerEventCalendarRoutes(app: FastifyInstance, db: Database, services: Services): void {
  app.get('/events.ics', { config: { addressLimit: true } }, async (request, reply) => {
    const events = await listEvents(db.orm.em.fork());
    return reply
      .header('content-type', CALENDAR_TYPE)
      .header('cache-control', FEED_CACHE)
      .header('content-disposition', contentDisposition('inline', 'events.ics'))
      .send(eventCalendar(events, originOf(request, services)).toString());
  });
  // Only a uuid followed by .ics: every other path under /events/ is the site's own (the prerendered /events page).
  app.get<{ Params: { id: string } }>('/events/:id(^[0-9a-fA-F-]{36}).ics', { config: { addressLimit: true } }, async (request, reply) => {
    const { id } = request.params;
    const event = isUuid(id) ? await db.orm.em.fork().findOne(Event, { id }) : null;
    if (!event) return reply.code(404).send({ error: notFoundMessage('Event') });
    return reply
      .header('content-type', CALENDAR_TYPE)
      .header('cache-control', 'no-cache')
      .header('content-disposition', contentDisposition('attachment', `${event.title}.ics`.replace(/[/\\]/g, '-')))
      .send(eventCalendar([event], originOf(request, services)).toString());
  });
}
