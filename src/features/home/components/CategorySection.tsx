import { useGetCategoryProductsQuery } from '../../../api/catalogApi';
import type { MainCategory } from '../../../entities/category/model';
import { ProductSection } from '../../../entities/product/ui/ProductSection';
import { homeQueryArgs, homeSectionIds } from '../homeData';

/** One home section per main category; SPEC §4: a failed category load counts as an empty list. */
export function CategorySection({ category }: { category: MainCategory }) {
  const { data, isLoading, isError } = useGetCategoryProductsQuery(
    homeQueryArgs.categoryProducts(category.id),
  );
  return (
    <ProductSection
      title={category.name}
      productIds={homeSectionIds(data)}
      isLoading={isLoading}
      isError={isError}
    />
  );
}
