/** A popover's content for a visitor who must log in before acting: why, and the button to the users' login. */
import Link from 'next/link';
import { Button, Flex } from 'antd';

export function LoginFirst({ reason, login }: { reason: string; login: string }) {
  return (
    <Flex vertical gap={8} style={{ maxWidth: 260 }}>
      <span>{reason}</span>
      <Link href="/auth/login/user">
        <Button type="primary">{login}</Button>
      </Link>
    </Flex>
  );
}
