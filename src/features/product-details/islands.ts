// The product page's interactive parts, each an island of its own (shared/ui/island): on a
// server-rendered product page the browser runs these three and leaves the breadcrumbs and the
// description as the server wrote them.
import { island } from '../../shared/ui/island/IslandFrame';
import { ProductInfoOf } from './components/ProductInfo/ProductInfo';
import { ProductMedia } from './components/ProductMedia/ProductMedia';
import { SimilarProducts } from './components/SimilarProducts/SimilarProducts';

export const ProductMediaIsland = island('product-media', ProductMedia);
export const ProductInfoIsland = island('product-info', ProductInfoOf);
export const SimilarProductsIsland = island('similar-products', SimilarProducts);

/** What each island runs in the browser (its frame is the server's). */
export { ProductMedia, ProductInfoOf, SimilarProducts };
