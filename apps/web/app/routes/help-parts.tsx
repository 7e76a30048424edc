// The help desk's shared pieces (issue 41), used by the requester's /help pages and the
// console's: a ticket's state in words, its clock in plain words, its thread with files, and the
// file input. Long words wrap at 390 px (decision 0061); states are words, never colour alone.
import {
  formatDateTime,
  supportMessages as sm,
  supportText as st,
  TICKET_ATTACHMENT_BYTES,
  TICKET_ATTACHMENTS_MAX,
  type TicketClock,
  type TicketFile,
  type TicketMessageView,
  type TicketState,
} from '@sahyog/core';
import { Link } from '../lib/links.tsx';

const TONES: Record<TicketState, string> = {
  new: 'bg-amber-50 text-amber-900',
  open: 'bg-sky-50 text-sky-900',
  waiting: 'bg-violet-50 text-violet-900',
  resolved: 'bg-accent-50 text-accent-800',
  closed: 'bg-stone-100 text-stone-700',
  merged: 'bg-stone-100 text-stone-700',
};

export function TicketStateBadge({ state, side }: { state: TicketState; side: 'requester' | 'staff' }) {
  const words = side === 'requester' ? st.states : st.staffStates;
  // Our own words break between them, never inside one ("Wait/ing"): see app.css on anywhere.
  return <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold [overflow-wrap:normal] ${TONES[state]}`}>{words[state]}</span>;
}

/** The ticket's promises as sentences: paused, due, or done, and the rule that sets them. */
export function ClockLines({ clock, state, side }: { clock: TicketClock; state: TicketState; side: 'requester' | 'staff' }) {
  const lines: string[] = [];
  const done = state === 'resolved' || state === 'closed' || state === 'merged';
  if (clock.pausedSince && !done) lines.push(side === 'staff' ? st.pausedStaff : st.paused);
  else if (!done) {
    if (clock.answerDueAt && !clock.answeredAt) lines.push(st.answerDue(formatDateTime(clock.answerDueAt)));
    if (clock.resolveDueAt) lines.push(st.resolveDue(formatDateTime(clock.resolveDueAt)));
  }
  if (clock.answeredAt) lines.push(st.answeredAt(formatDateTime(clock.answeredAt)));
  if (clock.resolvedAt) lines.push(st.resolvedAt(formatDateTime(clock.resolvedAt)));
  if (lines.length === 0 && !clock.source) return null;
  return (
    <div className="rounded-xl border border-line bg-stone-50 p-4 text-sm">
      <ul className="space-y-1 font-semibold">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {clock.source ? <p className="mt-1 text-muted">{st.clockRule(clock.source)}</p> : null}
    </div>
  );
}

/**
 * The thread, oldest first. `side` says whose page it is: the requester's own messages are
 * "You"; in the console, internal notes are marked in words and set apart.
 */
export function TicketThread({ messages, side, fileHref }: { messages: TicketMessageView[]; side: 'requester' | 'staff'; fileHref: (id: number) => string }) {
  return (
    <ol className="space-y-3" aria-label={st.messagesTitle}>
      {messages.map((m) => {
        const mine = side === 'requester' ? m.author === 'requester' : m.author === 'staff';
        const tone = m.internal
          ? 'border-amber-300 bg-amber-50'
          : m.author === 'system'
            ? 'border-line bg-stone-50'
            : mine
              ? 'ml-4 border-accent-200 bg-accent-50 sm:ml-8'
              : 'mr-4 border-line bg-white sm:mr-8';
        return (
          <li key={m.id} className={`min-w-0 rounded-xl border p-3 ${tone}`}>
            {m.internal ? <p className="mb-1 text-sm font-bold text-amber-900">{st.internalNote}</p> : null}
            <p className="text-sm">
              <span className="font-semibold">{side === 'requester' && m.author === 'requester' ? st.you : m.authorName}</span>{' '}
              <span className="text-muted">
                · {formatDateTime(m.createdAt)}
                {m.via === 'email' ? ` · ${st.viaEmail}` : m.via === 'whatsapp' ? ` · ${st.viaWhatsapp}` : ''}
              </span>
            </p>
            <p className="mt-1 whitespace-pre-line wrap-anywhere">{m.body}</p>
            {m.attachments.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={st.attachments}>
                {m.attachments.map((a) => (
                  <li key={a.id} className="min-w-0">
                    <a
                      href={fileHref(a.id)}
                      download
                      className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-3 text-sm wrap-anywhere"
                      aria-label={st.download(a.fileName)}
                    >
                      {a.fileName} <span className="ml-1 text-muted tabular-nums">({Math.max(1, Math.round(a.size / 1024))} KB)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Up to three files; the browser's picker offers only the kinds we take (the server judges the bytes). */
export function FilesField({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {st.filesLabel}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
        {st.filesHint}
      </p>
      <input
        id={id}
        name="files"
        type="file"
        multiple
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        data-max-files={TICKET_ATTACHMENTS_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className="mt-1 block w-full max-w-full text-sm"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The thing a ticket is about, linked to the reader's page for it when there is one. */
export function AboutLine({ about, side }: { about: { label: string; path: string | null; adminPath: string | null } | null; side: 'requester' | 'staff' }) {
  if (!about) return null;
  const to = side === 'requester' ? about.path : about.adminPath;
  return (
    <p className="text-sm wrap-anywhere">
      <span className="font-semibold">{st.aboutThing}:</span> {to ? <Link to={to}>{about.label}</Link> : about.label}
    </p>
  );
}

/**
 * The files of a multipart form, as the service takes them (empty parts dropped). Too many or
 * too big are refused before their bytes are read; the service judges the rest by their bytes.
 */
export async function filesOf(fd: FormData): Promise<{ files: TicketFile[] } | { error: string }> {
  const parts = fd.getAll('files').filter((f): f is File => f instanceof File && f.size > 0);
  if (parts.length > TICKET_ATTACHMENTS_MAX) return { error: sm.tooManyFiles };
  const big = parts.find((f) => f.size > TICKET_ATTACHMENT_BYTES);
  if (big) return { error: sm.fileTooBig(big.name.slice(0, 120)) };
  return { files: await Promise.all(parts.map(async (f) => ({ fileName: f.name, bytes: new Uint8Array(await f.arrayBuffer()) }))) };
}
