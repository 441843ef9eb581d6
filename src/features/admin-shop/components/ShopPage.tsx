/** The frame of a shop page: its list loaded from the first page when the page opens, and its parts one under the other. */
import { useEffect, type ReactNode } from 'react';
import { Stack } from '@/features/ui/components/Stack';
import { useAppDispatch } from '@/store/hooks';
import { loadShopList, type ListName } from '../slice';

export function ShopPage({ list, children, 'data-testid': testId }: { list: ListName; children: ReactNode; 'data-testid': string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loadShopList({ list, offset: 0 }));
  }, [dispatch, list]);
  return (
    <Stack vertical gap={16} data-testid={testId}>
      {children}
    </Stack>
  );
}
