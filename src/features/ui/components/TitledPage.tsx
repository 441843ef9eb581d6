/**
 * The frame of most pages: the document title with the site name, a heading, the content.
 * Plain elements in the look of antd's level-2 title: antd's Typography brings its editing
 * and copying code to every page.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { NextPage } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from './PageTitle';
import styles from './TitledPage.module.css';

export interface TitledPageProps {
  title: string;
  /** The frame's test id; left out where the content carries its own. */
  testId?: string;
  /** The frame's style (a narrow page: `maxWidth`). */
  style?: CSSProperties;
  /** The heading's class (`visually-hidden-on-phone` where the content names itself on a phone: screen readers still read it). */
  headingClassName?: string;
  children: ReactNode;
}

export function TitledPage({ title, testId, style, headingClassName, children }: TitledPageProps) {
  return (
    <div className={styles.page} style={style} data-testid={testId}>
      <PageTitle title={title} />
      <h1 className={headingClassName ? `${styles.heading} ${headingClassName}` : styles.heading}>{title}</h1>
      {children}
    </div>
  );
}

/**
 * The component of a page that is a title and fixed content, for `definePage`:
 * `titleKey` is in `namespace` (`pages`; `account` for the account area and sign-in, `admin`
 * for the administration's pages),
 * `testId` the frame's.
 */
export function titledPage(
  titleKey: string,
  testId: string,
  content: ReactNode,
  namespace: 'pages' | 'account' | 'admin' = 'pages',
): NextPage {
  function TitledContentPage() {
    const { t } = useTranslation(namespace);
    return (
      <TitledPage title={t(titleKey)} testId={testId}>
        {content}
      </TitledPage>
    );
  }
  // Named after its page in React's developer tools.
  TitledContentPage.displayName = `TitledPage(${testId})`;
  return TitledContentPage;
}
