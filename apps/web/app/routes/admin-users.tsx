import { formatDate, type PublicUser } from '@sahyog/core';
import { DataTable } from '../components/DataTable.tsx';
import { services } from '../lib/services.server.ts';
import type { Route } from './+types/admin-users';

export async function loader({ context }: Route.LoaderArgs) {
  return { users: await services(context).admin.users() };
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Users and roles</h1>
      <div className="mt-6">
        <DataTable<PublicUser>
          caption={`${loaderData.users.length} accounts, newest first`}
          rows={loaderData.users}
          rowKey={(u) => u.id}
          empty="No accounts yet"
          columns={[
            { header: 'Name', cell: (u) => u.fullName },
            { header: 'Email', cell: (u) => <span className="break-all">{u.email}</span> },
            { header: 'Phone', cell: (u) => u.phone || '—' },
            { header: 'Role', cell: (u) => <span className="capitalize">{u.role}</span> },
            { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
          ]}
        />
      </div>
    </>
  );
}
