import { formatINR } from '@sahyog/core';
import { Link } from 'react-router';
import { services } from '../lib/services.server.ts';
import type { Route } from './+types/admin-dashboard';

export async function loader({ context }: Route.LoaderArgs) {
  return { summary: await services(context).admin.summary() };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const s = loaderData.summary;
  const cards: { label: string; value: string; href?: string }[] = [
    { label: 'Raised (paid donations)', value: formatINR(s.raisedPaise) },
    { label: 'Campaigns', value: s.campaigns.toLocaleString('en-IN') },
    { label: 'Accounts', value: s.users.toLocaleString('en-IN') },
    { label: 'UPI payments to verify', value: s.pendingDonations.toLocaleString('en-IN'), href: '/admin/verify' },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((c) => (
          <li key={c.label} className="rounded-2xl border border-line bg-white p-5">
            <p className="text-sm text-muted">{c.label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{c.value}</p>
            {c.href ? (
              <Link to={c.href} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold">
                Open
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
