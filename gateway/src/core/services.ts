import type { LoginThrottle } from '../security/login-throttle.js';
import type { TokenService } from '../security/tokens.js';
import type { InvalidationBus } from '../cache/invalidation-bus.js';
import type { Config } from '../config.js';
import type { FileStore } from '../files/file-store.js';
import type { PersonalDataSource } from '../db/personal-data-source.js';
import type { LiveEvents } from './live-events.js';

/** The long-lived collaborators shared by every request. */
export interface Services {
  config: Config;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  files: FileStore;
  /** Where admin changes say which cached public reads are stale. */
  invalidation: InvalidationBus;
  /** The features' tables of visitors' personal data. */
  personalData: readonly PersonalDataSource[];
  /** What GraphQL subscriptions hear: submissions and state changes, from every gateway. */
  liveEvents: LiveEvents;
}
