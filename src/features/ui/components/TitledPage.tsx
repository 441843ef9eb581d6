/** The frame of the money pages: the document title with the site name, a heading, the content. */
import type { ReactNode } from 'react';
import Head from 'next/head';
import { Flex, Typography } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';

export function TitledPage({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const siteName = useAppSelector(selectSiteName);
  return (
    <Flex vertical gap={16} data-testid={testId}>
      <Head>
        <title>{siteName ? `${title} | ${siteName}` : title}</title>
      </Head>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
