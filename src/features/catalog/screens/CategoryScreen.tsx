import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { categoryMove } from '../catalogRoutes';
import { CategoryFiltersIsland, CategoryResultsIsland } from '../components/CategoryParts';
import { Title } from '../components/ListingPage.styles';
import { useCategoryChoice } from '../hooks/useCategoryPage';
import { Layout, Results } from './CategoryScreen.styles';

/**
 * /{categorySlug}: sidebar filters, 12 products a page from two server pages, pages in
 * the URL. An unknown slug goes (history replaced) to the first category, a `category` parameter
 * (the filters submitted before the app ran) to that category, as the server does (categoryMove);
 * a product_name searches every category. The filters and the results are islands: a
 * server-rendered category page runs only those.
 */
export function CategoryScreen() {
  const { t } = useTranslation();
  const categorySlug = useParams().categorySlug ?? '';
  const { search } = useLocation();
  const { productName, categoriesQuery, categories, category } = useCategoryChoice(categorySlug);

  const moveTo = categoriesQuery.isSuccess
    ? categoryMove(categories, categorySlug, search)
    : undefined;
  if (moveTo !== undefined) return <Navigate replace to={moveTo} />;

  const heading = productName
    ? t('search_results_for', { query: productName })
    : (category?.name ?? t('catalog_categories'));

  return (
    <>
      <Title>{heading}</Title>
      <Layout>
        <CategoryFiltersIsland categorySlug={categorySlug} />
        <Results>
          <CategoryResultsIsland categorySlug={categorySlug} />
        </Results>
      </Layout>
    </>
  );
}
