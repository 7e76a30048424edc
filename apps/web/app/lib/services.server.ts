import { type SiteServices, servicesContext } from '@sahyog/core/context';
import type { RouterContextProvider } from 'react-router';

/** Server services for loaders: called in-process, never over HTTP. */
export function services(context: Readonly<RouterContextProvider>): SiteServices {
  return context.get(servicesContext);
}
