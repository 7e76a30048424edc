import { type Services, servicesContext } from '@sahyog/core/context';
import type { RouterContextProvider } from 'react-router';

/** Server services for loaders: called in-process, never over HTTP. */
export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
