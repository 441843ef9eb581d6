/**
 * The layout of the administration: the site's frame with a side menu of the
 * administration's sections. In a script of its own, loaded with the pages that use it,
 * so that the other pages carry neither the menu nor its icons.
 */
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { ADMIN_SECTIONS, adminSectionOf } from './admin-sections';
import { SideNav } from './SideNav';
import { CONTENT_ID, SiteFrame, type Props } from './layouts';

/**
 * The administration area: the header, then the sections' menu beside the page (above
 * it on a phone, as a row that scrolls sideways).
 */
export function AdminLayout({ children }: Props) {
  const { t } = useTranslation('navigation');
  const router = useRouter();
  const items = ADMIN_SECTIONS.map((section) => ({ path: section.path, icon: section.icon, label: t(section.labelKey) }));
  return (
    <SiteFrame layout="layout-admin" content="content-account content-admin" ownContent>
      <div className="admin-aside">
        {/* A side menu; at phone width a row above the page that scrolls sideways. */}
        <SideNav items={items} current={adminSectionOf(router.pathname)} label={t('admin.menu.open')} rowOnPhone testId="admin-menu" />
      </div>
      <section className="account-main" id={CONTENT_ID} tabIndex={-1}>
        {children}
      </section>
    </SiteFrame>
  );
}
