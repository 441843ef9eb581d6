/**
 * The phone's menu: the header's links and the language switch in a drawer. A script of
 * its own, loaded when the menu is first opened (the header is on every page).
 */
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
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
    <Drawer open={open} onClose={onClose} placement="left" title={title} size="default">
      {children}
      <div style={{ marginTop: 24 }}>
        <LanguageSwitch />
      </div>
    </Drawer>
  );
}
