/** The administrators' token packages page: the list and the editor. */
import { useEffect } from 'react';
import { Flex } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import { loadShopList } from '../slice';
import { PackagesTable } from './PackagesTable';
import { PackageEditorModal } from './PackageEditorModal';

export function AdminPackagesView() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loadShopList({ list: 'packages', offset: 0 }));
  }, [dispatch]);
  return (
    <Flex vertical gap={16} data-testid="admin-packages">
      <PackagesTable />
      <PackageEditorModal />
    </Flex>
  );
}
