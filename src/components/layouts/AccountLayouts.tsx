/**
 * The layouts of the account area and the administration: the site's frame with a side
 * menu of the account's pages or the administration's sections. In a script of their own,
 * loaded with the pages that use them, so that the other pages carry neither the menus nor
 * their icons.
 */
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { ADMIN_SECTIONS, adminSectionOf } from './admin-sections';
import { SideNav } from './SideNav';
import { CONTENT_ID, SiteFrame, type Props } from './layouts';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { accountPageItems } from '../header/account-links';

/** Account areas: the header, then the account's own menu beside the page. */
export function DefaultLayout({ children }: Props) {
  const { t } = useTranslation('navigation');
  const router = useRouter();
  const account = useAppSelector(selectCurrentAccount);
  const items = account
    ? [{ path: '/', icon: <Icon icon={HomeOutlined} />, label: t('header.home') }, ...accountPageItems(account.role, t)]
    : [];
  return (
    <SiteFrame layout="layout-default" content="content-account" ownContent>
      {items.length > 0 && (
        <aside className="account-aside">
          <SideNav items={items} current={router.pathname} label={t('header.accountMenu')} />
        </aside>
      )}
      <section className="account-main" id={CONTENT_ID} tabIndex={-1}>
        {children}
      </section>
    </SiteFrame>
  );
}

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
