// Links, forms and redirects that stay in the page's language (decision 0040): a path written
// as `/faq` opens `/hi/faq` from a Hindi page. Pages import these instead of react-router's.
import { localPath } from '@sahyog/core';
import {
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  redirect as routerRedirect,
  type To,
} from 'react-router';

function local(to: To): To {
  if (typeof to === 'string') return to.startsWith('/') ? localPath(to) : to;
  return typeof to.pathname === 'string' && to.pathname.startsWith('/') ? { ...to, pathname: localPath(to.pathname) } : to;
}

export function Link({ to, ...rest }: LinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  return <RouterLink to={local(to)} {...rest} />;
}

export function NavLink({ to, ...rest }: NavLinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  return <RouterNavLink to={local(to)} {...rest} />;
}

export function Form({ action, ...rest }: FormProps & { ref?: React.Ref<HTMLFormElement> }) {
  return <RouterForm action={action?.startsWith('/') ? localPath(action) : action} {...rest} />;
}

/** A redirect to one of our pages, in the language of the request. */
export function redirect(url: string, init?: number | ResponseInit): Response {
  return routerRedirect(url.startsWith('/') ? localPath(url) : url, init);
}

export { localPath };
