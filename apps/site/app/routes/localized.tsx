import { localizePath } from '@toolbox/kit/link';
import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/localized';

/** `/:lang?`: no segment is English, `zh` is Chinese, `/en/...` redirects to the unprefixed URL. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang === undefined || params.lang === 'zh') return null;
  if (params.lang === 'en') {
    const url = new URL(request.url);
    throw redirect(localizePath(`${url.pathname}${url.search}`, 'en'), 301);
  }
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** The check depends on the language segment only: filters in the query string never refetch it. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export default function Localized() {
  return <Outlet />;
}
