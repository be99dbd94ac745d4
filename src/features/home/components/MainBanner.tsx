import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetHeaderImagesQuery } from '../../../api/siteApi';
import type { MainCategory } from '../../../entities/category/model';
import { paths } from '../../../shared/lib/paths';
import { HeaderCarousel } from './HeaderCarousel';
import { Area, CategoryList, CategoryNav, CategoryTitle } from './MainBanner.styles';

/**
 * The home page's main banner area (is_main_banner_is_active): the category list beside the
 * header-image carousel on large screens, the carousel alone on smaller ones.
 */
export function MainBanner({ categories }: { categories: readonly MainCategory[] }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetHeaderImagesQuery();

  return (
    <Area>
      <CategoryNav aria-label={t('home_categories')}>
        <CategoryTitle>{t('home_categories')}</CategoryTitle>
        <CategoryList>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={paths.category(category.slug)}>{category.name}</Link>
            </li>
          ))}
        </CategoryList>
      </CategoryNav>
      <HeaderCarousel images={data ?? []} isLoading={isLoading} isError={isError} />
    </Area>
  );
}
