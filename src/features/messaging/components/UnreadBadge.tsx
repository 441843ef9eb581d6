/** An unread count: hidden at zero, '9999+' from 10000 (docs/domain.md#messaging). */
import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { UNREAD_CAP } from '@/shared/constants';

interface Props {
  count: number;
  children?: ReactNode;
  /** 'small' sits on an avatar or beside a menu label. */
  size?: 'medium' | 'small';
  testId?: string;
}

export function UnreadBadge({ count, children, size = 'medium', testId }: Props) {
  return (
    <Badge count={count} overflowCount={UNREAD_CAP} size={size} data-testid={testId} title={String(count)}>
      {children}
    </Badge>
  );
}
