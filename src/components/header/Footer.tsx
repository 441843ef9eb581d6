/** The site footer: footer menus and the footer text of the UI settings (when empty, the standard notice in the visitor's language). */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectUiSettings } from '@/features/settings/slice';
import { LanguageSwitch } from './LanguageSwitch';
import { SiteMenuLink } from './SiteMenuLink';

export function Footer() {
  const { t } = useTranslation('components');
  const ui = useAppSelector(selectUiSettings);
  const text = ui?.footerContent || t('footer.notice', { siteName: ui?.siteName });
  const menus = (ui?.menus ?? []).filter((m) => m.section === 'footer');
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav className="footer-nav" aria-label="footer">
          {menus.map((menu) => (
            <SiteMenuLink key={menu._id} item={menu} />
          ))}
        </nav>
        <div className="footer-language">
          <LanguageSwitch compact />
        </div>
        <p className="footer-content" data-testid="footer-content">
          {text}
        </p>
      </div>
    </footer>
  );
}
