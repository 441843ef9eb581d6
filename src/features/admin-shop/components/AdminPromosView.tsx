/** The administrators' site promos page: the list and the editor. */
import { ShopPage } from './ShopPage';
import { PromosTable } from './PromosTable';
import { PromoEditor } from './PromoEditor';

export function AdminPromosView() {
  return (
    <ShopPage list="promos" data-testid="admin-promos">
      <PromosTable />
      <PromoEditor />
    </ShopPage>
  );
}
