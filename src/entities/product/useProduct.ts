import { useSelector } from 'react-redux';
import type { Product } from './model';
import {
  selectProductById,
  selectProductView,
  type ProductsRootState,
  type ProductView,
} from './selectors';

/** The product with this id from the products slice, or undefined before any answer named it. */
export function useProduct(id: number): Product | undefined {
  return useSelector((state: ProductsRootState) => selectProductById(state, id));
}

/** The product together with its favourite (later: cart) state, from one selector. */
export function useProductView(id: number): ProductView | undefined {
  return useSelector((state: ProductsRootState) => selectProductView(state, id));
}
