import type { FeatureModule } from '../feature-module.js';
import { registerEventCalendarRoutes } from './event-calendar.routes.js';
import { Event } from './event.entity.js';
import { EVENTS_TAG, EventResolver } from './event.resolver.js';
import { eventShimRoutes } from './event.rest.js';

export const eventsModule: FeatureModule = {
  entities: [Event],
  resolvers: [EventResolver],
  shimRoutes: eventShimRoutes,
  publicReads: { events: EVENTS_TAG, event: EVENTS_TAG },
  httpRoutes: [registerEventCalendarRoutes],
};
