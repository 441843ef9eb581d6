/**
 * Renders the page inside the layout it names, or the maintenance layout while
 * maintenance mode is on (except the login, and the admin area for administrators). In the browser it also re-applies the page's access rules
 * when the session changes under an open page (the server applied them on arrival).
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useAppSelector } from '@/store/hooks';
import { selectIsMaintenance } from '@/features/settings/slice';
import { selectLoggedIn } from '@/features/auth/slice';
import { selectRole } from '@/features/account/slice';
import { accessRedirect, showsMaintenance, type PageAccess } from '@/lib/page';
import { getRole, getToken } from '@/lib/cookies';
import { LAYOUTS, type LayoutName } from '@/shared/constants';
import { AuthLayout, PrimaryLayout, PublicLayout, StreamLayout } from './layouts';
import { Popup18 } from '../common/Popup18';

// Seldom seen, with a large picture: in a script of its own, loaded with the page when it shows.
const MaintenanceLayout = dynamic(() => import('./MaintenanceLayout').then((module) => module.MaintenanceLayout));
// Only the account's and the administration's pages: each a script of its own, which the server
// names in the page it renders so that the browser has it before the page starts.
const DefaultLayout = dynamic(() => import('./DefaultLayout').then((module) => module.DefaultLayout));
const AdminLayout = dynamic(() => import('./AdminLayout').then((module) => module.AdminLayout));

const LAYOUT_COMPONENTS: Record<Exclude<LayoutName, 'maintenance'>, ComponentType<{ children: ReactNode }>> = {
  primary: PrimaryLayout,
  public: PublicLayout,
  auth: AuthLayout,
  default: DefaultLayout,
  stream: StreamLayout,
  admin: AdminLayout,
};

/** The layout to use: maintenance when it replaces the page, else the page's own when known, public otherwise. */
export function resolveLayout(name: string | undefined, maintenance: boolean): LayoutName {
  if (maintenance) return 'maintenance';
  return name && (LAYOUTS as readonly string[]).includes(name) ? (name as LayoutName) : 'public';
}

export function LayoutSwitcher({ access, children }: { access?: PageAccess; children: ReactNode }) {
  const router = useRouter();
  const maintenance = useAppSelector(selectIsMaintenance);
  const loggedIn = useAppSelector(selectLoggedIn);
  const role = useAppSelector(selectRole);
  const layout = resolveLayout(access?.layout, showsMaintenance(maintenance, access, role));

  useEffect(() => {
    if (!access) return;
    const target = accessRedirect(access, getToken(), getRole());
    if (target && router.pathname !== target) void router.replace(target);
  }, [access, loggedIn, router]);

  if (layout === 'maintenance') return <MaintenanceLayout />;
  const Layout = LAYOUT_COMPONENTS[layout];
  return (
    <>
      <Layout>{children}</Layout>
      {layout !== 'auth' && <Popup18 />}
    </>
  );
}
