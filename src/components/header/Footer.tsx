/** The site footer: footer menus and the footer text from the UI settings. */
import Link from 'next/link';
import { Layout } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectUiSettings } from '@/features/settings/slice';
import { LanguageSwitch } from './LanguageSwitch';

export function Footer() {
  const ui = useAppSelector(selectUiSettings);
  const menus = (ui?.menus ?? []).filter((m) => m.section === 'footer');
  return (
    <Layout.Footer className="site-footer">
      <div className="site-footer-inner">
        <nav className="footer-nav" aria-label="footer">
          {menus.map((menu) => (
            <Link key={menu._id} href={menu.path} target={menu.isNewTab ? '_blank' : undefined} rel={menu.isNewTab ? 'noopener noreferrer' : undefined}>
              {menu.title}
            </Link>
          ))}
        </nav>
        <div className="footer-language">
          <LanguageSwitch compact />
        </div>
        {ui?.footerContent && <p className="footer-content">{ui.footerContent}</p>}
      </div>
    </Layout.Footer>
  );
}
