/** The frame of most pages: the document title with the site name, a heading, the content. */
import type { CSSProperties, ReactNode } from 'react';
import type { NextPage } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { Flex, Typography } from 'antd';
import { PageTitle } from './PageTitle';

export interface TitledPageProps {
  title: string;
  /** The frame's test id; left out where the content carries its own. */
  testId?: string;
  /** The frame's style (a narrow page: `maxWidth`). */
  style?: CSSProperties;
  /** The heading's class (`hide-on-phone` where the content names itself on a phone). */
  headingClassName?: string;
  children: ReactNode;
}

export function TitledPage({ title, testId, style, headingClassName, children }: TitledPageProps) {
  return (
    <Flex vertical gap={16} style={style} data-testid={testId}>
      <PageTitle title={title} />
      <Typography.Title level={2} className={headingClassName} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
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
