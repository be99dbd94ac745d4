import { hydrateOnView } from '../../../shared/ui/HydrateOnView';
import { ProductCard } from './ProductCard';

/** A product card of a list, hydrated when it nears the viewport (shared/ui/HydrateOnView.tsx). */
export const ProductCardOnView = hydrateOnView(ProductCard);
