import { useGetCategoryProductsQuery } from '../../../api/catalogApi';
import type { MainCategory } from '../../../api/transforms/category';
import type { Language } from '../../../shared/rules/constants';
import { homeQueryArgs } from '../homeData';
import { ProductSection } from './ProductSection';

/** One home section per main category; SPEC §4: a failed category load counts as an empty list. */
export function CategorySection({ category, lang }: { category: MainCategory; lang: Language }) {
  const { data, isLoading, isError } = useGetCategoryProductsQuery(
    homeQueryArgs.categoryProducts(lang, category.id),
  );
  return (
    <ProductSection title={category.name} page={data} isLoading={isLoading} isError={isError} />
  );
}
