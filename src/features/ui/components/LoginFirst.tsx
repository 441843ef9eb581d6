/**
 * What a visitor reads in a prompt (a `Disclosure`'s panel) before acting as a user: why,
 * and the way to the users' login (`href`, by default without a page to come back to).
 */
import Link from 'next/link';
import styles from './LoginFirst.module.css';

export function LoginFirst({ reason, login, href = '/auth/login/user' }: { reason: string; login: string; href?: string }) {
  return (
    <>
      <span>{reason}</span>
      <Link href={href} className={styles.login}>
        {login}
      </Link>
    </>
  );
}
