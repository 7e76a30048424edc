import { type AccountServices, type SiteServices, servicesContext } from '@sahyog/core/context';
import type { RouterContextProvider } from 'react-router';

/** Server services for loaders: called in-process, never over HTTP. */
export function services(context: Readonly<RouterContextProvider>): SiteServices & AccountServices {
  return context.get(servicesContext);
}
