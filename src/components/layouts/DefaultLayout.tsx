/**
 * The layout of the account area: the site's frame with a side menu of the account's
 * pages. In a script of its own, loaded with the pages that use it, so that the other
 * pages carry neither the menu nor its icons.
 */
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { Icon } from '@/features/ui/components/Icon';
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
