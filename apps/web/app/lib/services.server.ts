import { type AccountServices, type NewsletterServices, type SiteServices, servicesContext } from '@sahyog/core/context';
import type { RouterContextProvider } from 'react-router';

/** Server services for loaders: called in-process, never over HTTP. */
export function services(context: Readonly<RouterContextProvider>): SiteServices & AccountServices & NewsletterServices {
  return context.get(servicesContext);
}
