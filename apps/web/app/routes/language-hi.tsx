import { Outlet } from 'react-router';

// The /hi prefix: its pages are the English pages' own modules, read in Hindi (routes.ts).
export default function Hindi() {
  return <Outlet />;
}
