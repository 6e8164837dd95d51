import type { MailAddress, MailMessage, MailSettings } from './mail-message.js';

/** A label and what the visitor gave for it; empty values are left out. */
export type MailRow = readonly [label: string, value: string | null | undefined];

export interface MailBody {
  subject: string;
  heading: string;
  intro?: string;
  rows: readonly MailRow[];
  /** Links shown after the rows, e.g. to the dashboard tab or a private attachment. */
  links?: readonly MailRow[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * A header value on one line: a visitor's name or subject carrying CR/LF must never start a new
 * header (a Bcc, say). Nodemailer folds and encodes headers too; this makes it not depend on that.
 */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim();
}

export function mailAddress(name: string, address: string): MailAddress {
  return { name: oneLine(name), address: oneLine(address) };
}

/** An absolute link into the site, or undefined when PUBLIC_URL is not set. */
export function siteLink(settings: MailSettings, path: string): string | undefined {
  return settings.publicUrl ? `${settings.publicUrl}${path}` : undefined;
}

function filled(rows: readonly MailRow[]): [string, string][] {
  return rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
}

function renderText(body: MailBody): string {
  const rows = filled(body.rows).map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`));
  const links = filled(body.links ?? []).map(([label, url]) => `${label}: ${url}`);
  return [body.heading, body.intro, rows.join('\n'), links.join('\n')].filter(Boolean).join('\n\n') + '\n';
}

function renderHtml(body: MailBody): string {
  const rows = filled(body.rows)
    .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('');
  const links = filled(body.links ?? [])
    .map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`)
    .join('');
  return [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:1.25em">${escapeHtml(body.heading)}</h1>`,
    body.intro ? `<p>${escapeHtml(body.intro)}</p>` : '',
    rows ? `<table cellpadding="4">${rows}</table>` : '',
    links,
    '</body></html>',
  ].join('');
}

/** The same content as plain text and as HTML, with everything the visitor typed escaped. */
export function renderMail(to: MailMessage['to'], body: MailBody, extra: Pick<MailMessage, 'replyTo' | 'attachments'> = {}): MailMessage {
  return { to, subject: oneLine(body.subject), text: renderText(body), html: renderHtml(body), ...extra };
}

/**
 * The team's e-mail about a new submission: its essentials, a link to the dashboard tab where it
 * is handled and Reply-To the visitor. Null when no team address is configured.
 */
export function teamMail(settings: MailSettings, tab: string, body: MailBody, replyTo?: MailAddress): MailMessage | null {
  if (settings.notifyTo.length === 0) return null;
  const dashboard: MailRow = ['Open the dashboard', siteLink(settings, `/admin/dashboard?tab=${tab}`)];
  return renderMail([...settings.notifyTo], { ...body, links: [...(body.links ?? []), dashboard] }, replyTo ? { replyTo } : {});
}
