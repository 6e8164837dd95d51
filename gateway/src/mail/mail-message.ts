import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccessFeature } from '@site/schema';

/** Who an e-mail about a submission goes to: the team (NOTIFY_TO) or the visitor who sent it. */
export type MailAudience = 'team' | 'visitor';

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** A rendered e-mail; the worker adds From and sends it. */
export interface MailMessage {
  to: MailAddress | string[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What a module needs to know of the site to write its e-mails. */
export interface MailSettings {
  /** The team's addresses (NOTIFY_TO); empty means the team gets no e-mail. */
  notifyTo: readonly string[];
  /** The public origin for links; without it the e-mails carry no links. */
  publicUrl: string | undefined;
  /** The token of a one-time link, which the database keeps only hashed. */
  linkToken(linkId: string): string;
}

/**
 * How one module writes the e-mails about the rows of its table. It answers null when there is
 * nobody to write to (no team addresses, or the row has been deleted since).
 */
export interface MailComposer {
  table: string;
  /** Whose e-mails these are: seeing them needs its read permission, sending one again its write permission. */
  feature: AccessFeature;
  compose(em: EntityManager, sourceId: string, audience: MailAudience, settings: MailSettings): Promise<MailMessage | null>;
}
