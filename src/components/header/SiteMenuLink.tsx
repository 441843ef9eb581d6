/** A link of the site's menus (header and footer), opened in a new tab when its menu item says so. */
import Link from 'next/link';

export interface SiteMenuItem {
  path: string;
  title: string;
  isNewTab: boolean;
}

export function SiteMenuLink({ item, onClick }: { item: SiteMenuItem; onClick?: () => void }) {
  return (
    <Link
      href={item.path}
      target={item.isNewTab ? '_blank' : undefined}
      rel={item.isNewTab ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {item.title}
    </Link>
  );
}
