import { localizePath } from '@toolbox/kit/link';
import { data, Outlet, redirect } from 'react-router';
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

export default function Localized() {
  return <Outlet />;
}
