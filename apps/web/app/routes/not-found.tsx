import { data } from 'react-router';
import type { RouteHandle } from '../root.tsx';

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

// Unknown paths render the root error boundary's 404 page with a real 404 status.
export function loader() {
  throw data('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
