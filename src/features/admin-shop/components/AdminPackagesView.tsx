/** The administrators' token packages page: the list and the editor. */
import { ShopPage } from './ShopPage';
import { PackagesTable } from './PackagesTable';
import { PackageEditor } from './PackageEditor';

export function AdminPackagesView() {
  return (
    <ShopPage list="packages" data-testid="admin-packages">
      <PackagesTable />
      <PackageEditor />
    </ShopPage>
  );
}
