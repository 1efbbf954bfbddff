import { Outlet } from 'react-router';
import { SiteFrame } from '#app/components/site-frame';

export default function Shell() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
