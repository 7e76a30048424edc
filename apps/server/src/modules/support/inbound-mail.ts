// Inbound email for the help desk (issue 41): a raw RFC 5322 message, as a provider's inbound
// webhook or a local postfix pipe delivers it, read by mailparser into what threading needs
// (Message-IDs, the subject's ticket token, the sender) and the reply's own words, its quoted
// history and signature trimmed. Nothing here trusts the message: who may post to a ticket is
// decided by the caller, from the sender's address and the ticket it names.
import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_TOKEN } from '@sahyog/core';
import { type AddressObject, type EmailAddress, type HeaderValue, simpleParser } from 'mailparser';

export interface InboundAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface InboundMail {
  /** The Message-ID as `<local@domain>`, angle brackets kept (as the header writes it and mailparser gives it); null without one. */
  messageId: string | null;
  /** The sender's address, lowercased; null when From is missing or names no address. */
  from: string | null;
  fromName: string;
  subject: string;
  /** The first Message-ID of In-Reply-To, `<…>` like messageId. */
  inReplyTo: string | null;
  /** Every Message-ID of References, oldest first, `<…>` like messageId. */
  references: string[];
  /** "HD-7K2Q9M" from a "[#HD-7K2Q9M]" token in the subject only; null when there is none or two different ones. */
  refToken: string | null;
  /** The new reply only: quoted history and signature trimmed, at most TICKET_MESSAGE_MAX characters. */
  text: string;
  /** Files attached (pictures embedded in the HTML by Content-ID, such as a signature's logo, are not). */
  attachments: InboundAttachment[];
  /** An auto-reply, a bounce or list mail: never answered, or two robots write to each other for ever. */
  automated: boolean;
  /**
   * The receiving server's own verdict (its Authentication-Results, the topmost one, as RFC 8601
   * has it prepended) says the From is forged: DMARC failed, or SPF failed with no DKIM passing.
   * A mail without such a header is not judged (the relay may add none).
   */
  forged: boolean;
}

export async function parseInboundMail(raw: Buffer | string): Promise<InboundMail> {
  const mail = await simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true, keepCidLinks: true });
  const sender = firstMailbox(mail.from);
  const address = sender?.address?.trim().toLowerCase() ?? '';
  const subject = (mail.subject ?? '').trim();
  return {
    messageId: messageIds(mail.messageId)[0] ?? null,
    from: /^[^\s@]+@[^\s@]+$/.test(address) ? address : null,
    fromName: sender?.name.trim() ?? '',
    subject,
    inReplyTo: messageIds(mail.inReplyTo)[0] ?? null,
    references: messageIds(mail.references),
    refToken: subjectToken(subject),
    // mailparser's text is the text/plain part, or the HTML made text where there is none.
    text: replyText(mail.text ?? ''),
    attachments: mail.attachments
      .filter((a) => !a.related)
      .map((a, i) => ({ fileName: fileNameOf(a.filename, i), contentType: a.contentType.toLowerCase(), content: a.content })),
    automated: isAutomated(mail.headers, address),
    forged: forgedByVerdict(mail.headerLines),
  };
}

/** The topmost Authentication-Results: lower ones may be the sender's own words. */
function forgedByVerdict(lines: readonly { key: string; line: string }[]): boolean {
  const top = lines.find((l) => l.key.toLowerCase() === 'authentication-results');
  if (!top) return false;
  const verdict = top.line.toLowerCase().replace(/\s+/g, ' ');
  if (/\bdmarc=fail\b/.test(verdict)) return true;
  return /\bspf=(fail|softfail)\b/.test(verdict) && !/\bdkim=pass\b/.test(verdict);
}

function firstMailbox(from: AddressObject | undefined): EmailAddress | undefined {
  const all = (from?.value ?? []).flatMap((a) => (a.group ? a.group : [a]));
  return all.find((a) => a.address) ?? all[0];
}

/** Message-IDs as `<…>`, in order, once each; whatever is not one (a comment, a bare word) dropped. */
function messageIds(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  const found = [...text.matchAll(/<\s*([^<>\s]+@[^<>\s]+)\s*>/g)].map((m) => `<${m[1]}>`);
  // A header written without brackets (seen from a few robots): "abc@host".
  if (found.length === 0) for (const word of text.split(/\s+/)) if (/^[^<>\s@]+@[^<>\s@]+$/.test(word)) found.push(`<${word}>`);
  return [...new Set(found)];
}

const TOKENS = new RegExp(TICKET_SUBJECT_TOKEN.source, 'g');

/** The ticket a subject names: one token, or the same token repeated; two different tokens name none. */
export function subjectToken(subject: string): string | null {
  const refs = new Set([...subject.matchAll(TOKENS)].map((m) => m[1] as string));
  return refs.size === 1 ? ([...refs][0] as string) : null;
}

function fileNameOf(name: string | undefined, index: number): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' ? `attachment-${index + 1}` : clean.slice(0, 200);
}

const header = (headers: Map<string, HeaderValue>, name: string): string => {
  const v = headers.get(name);
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : '')).join(',');
  if (v instanceof Date) return '';
  return 'text' in v ? String(v.text) : 'value' in v ? String(v.value) : '';
};

/**
 * Mail a robot sent (RFC 3834 and what robots say in practice): Auto-Submitted other than "no",
 * Precedence bulk / auto_reply / list / junk, X-Autoreply or X-Autorespond, a report (bounce or
 * read receipt, multipart/report), or a mailer daemon's null sender.
 */
function isAutomated(headers: Map<string, HeaderValue>, from: string): boolean {
  const autoSubmitted = header(headers, 'auto-submitted').split(';')[0]?.trim().toLowerCase() ?? '';
  if (autoSubmitted !== '' && autoSubmitted !== 'no') return true;
  if (/^(bulk|auto_reply|list|junk)$/.test(header(headers, 'precedence').trim().toLowerCase())) return true;
  if (headers.has('x-autoreply') || headers.has('x-autorespond')) return true;
  const type = headers.get('content-type');
  if (type && typeof type === 'object' && 'value' in type && String(type.value).toLowerCase() === 'multipart/report') return true;
  if (/^(mailer-daemon|postmaster)@/.test(from)) return true;
  const returnPath = headers.get('return-path');
  if (returnPath && typeof returnPath === 'object' && 'value' in returnPath && Array.isArray(returnPath.value)) {
    if (!returnPath.value.some((a) => a.address)) return true;
  }
  return false;
}

// Where the quoted history starts, as each client writes it.
const ATTRIBUTION = [
  // Gmail, Apple Mail, Thunderbird: "On Tue, 1 Dec 2026 at 10:00, Name <a@b> wrote:",
  // "On 1 Dec 2026, at 10:00, Name wrote:", "On 01/12/2026 10:00, Name wrote:".
  /^On\s.*\d.*\swrote:$/,
  // Gmail in Hindi: "मंगल, 1 दिस॰ 2026 को 10:00 am बजे Name <a@b> ने लिखा:".
  /^.*\d.*\sको\s.*\sने\sलिखा:$/,
];
const SEPARATOR = [
  /^-{2,}\s*Original Message\s*-{2,}$/i,
  /^-{2,}\s*मूल संदेश\s*-{2,}$/,
  // Outlook's rule above the quoted message, in its text part; an HTML part's <hr> made text.
  /^_{20,}$/,
  /^-{40,}$/,
];
// Outlook's header block: "From: …" then, within a few lines, "Sent: …" (or "Date: …").
const HEADER_FROM = /^\*?(From|प्रेषक|से):\*?\s/;
const HEADER_SENT = /^\*?(Sent|Date|भेजा गया|दिनांक):\*?\s/;
const SIGNATURE = /^--\s?$/;
const FOOTER = [
  /^Sent from my (iPhone|iPad|Android|mobile|phone|Samsung|Galaxy|BlackBerry)\b/i,
  /^Sent from (Mail|Outlook) for (Windows|Mac|iOS|Android)\b/i,
  /^Get Outlook for (iOS|Android|Mac)\b/i,
  /^Sent from (Yahoo Mail|Proton Mail)\b/i,
  /^मेरे (iPhone|iPad) से भेजा गया/,
];

/**
 * Whether lines[i] starts the quoted history: an attribution ("… wrote:", the heading of a ">"
 * quote) or a block (a separator, Outlook's header block, the quoted message as it is below),
 * and how many lines the marker itself takes.
 */
function historyMarker(lines: string[], i: number): { kind: 'attribution' | 'block'; lines: number } | null {
  const line = (lines[i] ?? '').trim();
  if (line === '') return null;
  const next = (lines[i + 1] ?? '').trim();
  for (const r of ATTRIBUTION) {
    if (r.test(line)) return { kind: 'attribution', lines: 1 };
    // Gmail wraps a long attribution over two lines ("… Help Desk <" / "help@x> wrote:").
    if (next !== '' && line.length + next.length < 300 && r.test(`${line} ${next}`)) return { kind: 'attribution', lines: 2 };
  }
  if (SEPARATOR.some((r) => r.test(line))) return { kind: 'block', lines: 1 };
  if (HEADER_FROM.test(line)) {
    for (let j = i + 1; j <= i + 4 && j < lines.length; j++) if (HEADER_SENT.test((lines[j] ?? '').trim())) return { kind: 'block', lines: j - i + 1 };
  }
  return null;
}

const quoted = (line: string) => /^\s*>/.test(line);
const blank = (line: string) => line.trim() === '';

/**
 * The reply's own words. History begins at the first attribution, separator or Outlook header
 * block that follows some words of the reply; an attribution before any words (Thunderbird's
 * default, the reply under the quote) is only the quote's heading and goes with it. Lines quoted
 * with ">" go wherever they are; the signature goes from "-- " or a phone's "Sent from" line. A
 * message that is nothing but what would be trimmed is kept whole rather than emptied.
 */
export function replyText(raw: string): string {
  const all = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n');
  const kept: string[] = [];
  let words = false;
  for (let i = 0; i < all.length; i++) {
    const line = all[i] as string;
    const marker = historyMarker(all, i);
    if (marker && words) break;
    // A quote's heading with no words before it goes (its quote follows as ">" lines); a block
    // with none before it is all the message has (a forward without a word): kept.
    if (marker?.kind === 'attribution') {
      i += marker.lines - 1;
      continue;
    }
    if (quoted(line)) continue;
    if (words && (SIGNATURE.test(line.trimEnd()) || FOOTER.some((r) => r.test(line.trim())))) break;
    if (!blank(line)) words = true;
    kept.push(line.trimEnd());
  }
  const text = tidy(kept);
  return clip(text === '' ? tidy(all.map((l) => l.trimEnd())) : text);
}

/** Blank lines at either end dropped, runs of them made one. */
function tidy(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function clip(text: string): string {
  const chars = [...text];
  return chars.length <= TICKET_MESSAGE_MAX ? text : chars.slice(0, TICKET_MESSAGE_MAX).join('').trimEnd();
}
