/** The administrators' site promos page: the list and the editor. */
import { useEffect } from 'react';
import { Flex } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import { loadShopList } from '../slice';
import { PromosTable } from './PromosTable';
import { PromoEditorModal } from './PromoEditorModal';

export function AdminPromosView() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loadShopList({ list: 'promos', offset: 0 }));
  }, [dispatch]);
  return (
    <Flex vertical gap={16} data-testid="admin-promos">
      <PromosTable />
      <PromoEditorModal />
    </Flex>
  );
}
