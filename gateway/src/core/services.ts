import type { LoginThrottle } from '../security/login-throttle.js';
import type { PasswordResetThrottle } from '../security/password-reset-throttle.js';
import type { AccessFeature } from '@site/schema';
import type { Access } from '../access/access.js';
import type { OneTimeLinks } from '../access/one-time-links.js';
import type { InvalidationBus } from '../cache/invalidation-bus.js';
import type { Config } from '../config.js';
import type { FileStore } from '../files/file-store.js';
import type { PersonalDataSource } from '../db/personal-data-source.js';
import type { Passwords } from '../security/password.js';
import type { LiveEvents } from './live-events.js';

/** The long-lived collaborators shared by every request. */
export interface Services {
  config: Config;
  /** Who is asking, and the sessions their tokens name. */
  access: Access;
  /** Invitation and password reset links. */
  links: OneTimeLinks;
  /** Hashes and checks account passwords. */
  passwords: Passwords;
  loginThrottle: LoginThrottle;
  resetThrottle: PasswordResetThrottle;
  files: FileStore;
  /** Where admin changes say which cached public reads are stale. */
  invalidation: InvalidationBus;
  /** The features' tables of visitors' personal data. */
  personalData: readonly PersonalDataSource[];
  /** What GraphQL subscriptions hear: submissions and state changes, from every gateway. */
  liveEvents: LiveEvents;
  /** Whose e-mails each table's rows bring (a mail job's source table -> its feature). */
  mailFeatures: ReadonlyMap<string, AccessFeature>;
}
