import type { CatalogActor } from '../../../machines/catalog/catalog.selectors.ts';
import { CartBar } from '../cart/cart-bar.tsx';
import { FavoritesPrompts } from './favorites-sign-in.tsx';
import { ProductSheetHost } from './product-sheet-host.tsx';

/** What opens over any catalog page: the product sheet, the sign-in offer of a guest's heart, the cart. */
export function CatalogOverlays({ catalog }: { catalog: CatalogActor }) {
  return (
    <>
      <CartBar />
      <ProductSheetHost catalog={catalog} />
      <FavoritesPrompts catalog={catalog} />
    </>
  );
}
