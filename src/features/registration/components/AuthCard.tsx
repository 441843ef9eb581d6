/** The auth layout's card ('auth-card'); its title wraps instead of being cut off on a phone. */
import type { ReactNode } from 'react';
import { Card } from 'antd';

const TITLE_STYLE = { title: { whiteSpace: 'normal' as const, overflowWrap: 'anywhere' as const } };

export function AuthCard({ title, wide = false, children }: { title?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <Card className={wide ? 'auth-card wide' : 'auth-card'} title={title} styles={TITLE_STYLE}>
      {children}
    </Card>
  );
}
