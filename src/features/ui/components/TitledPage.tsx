/** The frame of most pages: the document title with the site name, a heading, the content. */
import type { CSSProperties, ReactNode } from 'react';
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
