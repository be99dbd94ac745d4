import { useSelector } from 'react-redux';
import { selectProductView, type ProductsRootState, type ProductView } from './selectors';

/**
 * The product with this id from the products slice, with the per-shopper state shown beside it
 * (favourite; later cart), or undefined before any answer named it. The one way UI reads a product.
 */
export function useProduct(id: number): ProductView | undefined {
  return useSelector((state: ProductsRootState) => selectProductView(state, id));
}
