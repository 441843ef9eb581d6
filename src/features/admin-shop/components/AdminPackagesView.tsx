/** The administrators' token packages page: the list and the editor. */
import { ShopPage } from './ShopPage';
import { PackagesTable } from './PackagesTable';
import { PackageEditorModal } from './PackageEditorModal';

export function AdminPackagesView() {
  return (
    <ShopPage list="packages" data-testid="admin-packages">
      <PackagesTable />
      <PackageEditorModal />
    </ShopPage>
  );
}
