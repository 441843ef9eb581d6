/** The frame of most pages: the document title with the site name, a heading, the content. */
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { PageTitle } from './PageTitle';

export function TitledPage({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Flex vertical gap={16} data-testid={testId}>
      <PageTitle title={title} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
