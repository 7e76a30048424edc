// The help desk's queue (issue 41): due soonest first (the service orders it), by topic, state
// ("being worked on" unless asked), who it is assigned to and a search; each row with what the
// ticket is about linked to its console page, and its due time with "Overdue" in words.
import {
  formatDateTime,
  helpAdminPath,
  type QueueFilter,
  STAFF_ROLES,
  type StaffTicketSummary,
  supportText as st,
  TICKET_STATES,
  TICKET_TOPICS,
  type TicketState,
  type TicketTopic,
} from '@sahyog/core';
import { type Column, DataTable } from '../components/DataTable.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { Link, localPath } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-help';
import { TicketStateBadge } from './help-parts.tsx';

export const meta: Route.MetaFunction = () => [{ title: st.queueTitle }, { name: 'robots', content: 'noindex' }];

const isTopic = (v: string | null): v is TicketTopic => (TICKET_TOPICS as readonly string[]).includes(v ?? '');
const isState = (v: string | null): v is TicketState => (TICKET_STATES as readonly string[]).includes(v ?? '');

/** The filter the address asks for; anything unknown is left out (the default view). */
function filterOf(url: URL): Omit<QueueFilter, 'after'> {
  const p = url.searchParams;
  const topic = p.get('topic');
  const state = p.get('state');
  const assignee = p.get('assignee');
  const q = (p.get('q') ?? '').trim().slice(0, 100);
  return {
    topic: isTopic(topic) ? topic : undefined,
    state: isState(state) ? state : 'active',
    assignee: assignee === 'me' || assignee === 'none' ? assignee : undefined,
    q: q || undefined,
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const filter = filterOf(url);
  const page = await fromCursor(afterParam(url), (after) => services(context).support.queue(user.id, { ...filter, after }));
  return { ...page, filter, search: url.search };
}

/** The promise still ahead (or already broken): the answer's until answered, then the resolution's. */
function dueOf(t: StaffTicketSummary): string | null {
  if (t.clock.answerDueAt && !t.clock.answeredAt) return t.clock.answerDueAt;
  return t.clock.resolveDueAt;
}

export default function AdminHelp({ loaderData }: Route.ComponentProps) {
  const { items, next, filter, search, counts } = loaderData;
  const columns: Column<StaffTicketSummary>[] = [
    {
      header: st.reference,
      cell: (t) => (
        <Link to={helpAdminPath(t.reference)} className="font-semibold whitespace-nowrap">
          {t.reference}
        </Link>
      ),
    },
    { header: st.subject, cell: (t) => <span className="wrap-anywhere">{t.subject}</span> },
    {
      header: st.requester,
      cell: (t) => (
        <span className="wrap-anywhere">
          {t.requesterName}
          <span className="block text-muted">{t.requesterEmail}</span>
        </span>
      ),
    },
    { header: st.topic, cell: (t) => <span className="[overflow-wrap:normal]">{st.topics[t.topic]}</span> },
    { header: st.state, cell: (t) => <TicketStateBadge state={t.state} side="staff" /> },
    {
      header: st.aboutThing,
      cell: (t) =>
        t.about ? <span className="wrap-anywhere">{t.about.adminPath ? <Link to={t.about.adminPath}>{t.about.label}</Link> : t.about.label}</span> : '—',
    },
    { header: st.assignee, cell: (t) => <span className="wrap-anywhere">{t.assignee?.name ?? st.nobody}</span> },
    {
      header: st.due,
      cell: (t) => {
        const due = dueOf(t);
        return (
          <span className="[overflow-wrap:normal]">
            {t.clock.pausedSince ? st.pausedStaff : due ? formatDateTime(due) : st.noClock}
            {t.overdue ? (
              <span className="mt-1 block w-fit rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">
                {t.overdue === 'answer' ? st.overdueAnswer : st.overdueResolve}
              </span>
            ) : null}
          </span>
        );
      },
    },
  ];
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{st.queueTitle}</h1>
        <p className="flex flex-wrap gap-3 text-sm">
          <Link to="/admin/help/report">{st.reportLink}</Link>
          <Link to="/admin/help/settings">{st.settingsLink}</Link>
        </p>
      </div>
      <p className="mt-2 text-sm text-muted">{st.queueLead}</p>
      <form
        method="get"
        action={localPath('/admin/help')}
        className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <Select label={st.filterTopic} name="topic" value={filter.topic ?? ''}>
          <option value="">{st.allTopics}</option>
          {TICKET_TOPICS.map((t) => (
            <option key={t} value={t}>
              {st.topics[t]}
            </option>
          ))}
        </Select>
        <Select label={st.filterState} name="state" value={filter.state ?? 'active'}>
          <option value="active">{st.activeStates}</option>
          {TICKET_STATES.map((s) => (
            <option key={s} value={s}>
              {st.staffStates[s]} ({counts[s] ?? 0})
            </option>
          ))}
        </Select>
        <Select label={st.filterAssignee} name="assignee" value={filter.assignee ?? ''}>
          <option value="">{st.allAssignees}</option>
          <option value="me">{st.assignedToMe}</option>
          <option value="none">{st.unassigned}</option>
        </Select>
        <label className="block min-w-0 text-sm font-semibold">
          {st.search}
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            maxLength={100}
            className="mt-1 min-h-11 w-full rounded-xl border border-stone-400 bg-white px-3 text-base"
          />
        </label>
        <div className="flex items-end">
          <button type="submit" className="btn-secondary min-h-11 w-full">
            {st.apply}
          </button>
        </div>
      </form>
      <div className="mt-6">
        <DataTable caption={st.queueTitle} columns={columns} rows={items} rowKey={(t) => t.id} empty={st.queueEmpty} />
      </div>
      <PageLinks path="/admin/help" search={search} next={next} />
    </>
  );
}

function Select({ label, name, value, children }: { label: string; name: string; value: string; children: React.ReactNode }) {
  return (
    <label className="block min-w-0 text-sm font-semibold">
      {label}
      <select name={name} defaultValue={value} className="mt-1 min-h-11 w-full max-w-full rounded-xl border border-stone-400 bg-white px-3 text-base">
        {children}
      </select>
    </label>
  );
}
