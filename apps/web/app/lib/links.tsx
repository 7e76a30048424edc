// Links, forms and redirects that stay in the page's language (decision 0040): a path written
// as `/faq` opens `/hi/faq` from a Hindi page. Pages import these instead of react-router's.
import { localPath, safeLocalPath } from '@sahyog/core';
import { useCallback } from 'react';
import {
  type FormProps,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  redirect as routerRedirect,
  type To,
  useNavigate as useRouterNavigate,
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

/** navigate(to) from code (after a payment, a countdown), in the page's language. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  // One function per router navigate, so effects that list it run as often as before.
  return useCallback((to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(local(to), options)), [navigate]);
}

/**
 * A redirect to one of our pages, in the language of the request. The address is checked as it
 * is finally sent (safeLocalPath, after the prefix): a `redirectTo` of `/hi//evil.example` must
 * not become `//evil.example` on an English page (issue 38).
 */
export function redirect(url: string, init?: number | ResponseInit): Response {
  return routerRedirect(url.startsWith('/') ? safeLocalPath(localPath(url), localPath('/')) : url, init);
}

export { localPath };
