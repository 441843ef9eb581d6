/** The frame of a shop page: its list loaded from the first page when the page opens, and its parts one under the other. */
import { useEffect, type ReactNode } from 'react';
import { Flex } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import { loadShopList, type ListName } from '../slice';

export function ShopPage({ list, children, 'data-testid': testId }: { list: ListName; children: ReactNode; 'data-testid': string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loadShopList({ list, offset: 0 }));
  }, [dispatch, list]);
  return (
    <Flex vertical gap={16} data-testid={testId}>
      {children}
    </Flex>
  );
}
