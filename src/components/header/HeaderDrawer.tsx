/**
 * The phone's menu: the header's links and the language switch in a drawer. A script of
 * its own, loaded when the menu is first opened (the header is on every page), with
 * antd's theme (visitors' pages have none of their own).
 */
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { AntdProvider } from '@/features/ui/components/AntdProvider';
import { LanguageSwitch } from './LanguageSwitch';

export function HeaderDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <AntdProvider>
      <Drawer open={open} onClose={onClose} placement="left" title={title} size="default">
        {children}
        <div style={{ marginTop: 24 }}>
          <LanguageSwitch />
        </div>
      </Drawer>
    </AntdProvider>
  );
}
