// The top of a console screen: its toast, title and one line on what it is for.
import type { ReactNode } from 'react';
import { type Toast, Toaster } from './Toaster.tsx';

export function ConsoleHeader({ title, lead, toast, children }: { title: string; lead: string; toast?: Toast | null | undefined; children?: ReactNode }) {
  return (
    <>
      <Toaster toasts={[toast]} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
      <p className="mt-2 max-w-2xl text-muted">{lead}</p>
    </>
  );
}
