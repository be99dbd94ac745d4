import { Link } from 'react-router';
import { catalogFreshness, useGetCategoryProductsQuery } from '../../../api/catalogApi';
import type { MainCategory } from '../../../entities/category/model';
import { imageSources } from '../../../shared/lib/image';
import { paths } from '../../../shared/lib/paths';
import { homeQueryArgs, homeSectionIds } from '../homeData';
import { BannerLink } from './HomeSection.styles';
import { HomeSection } from './HomeSection';

/** Category banners are 1280 × 400 (16:5); the attributes reserve their space before they load. */
const BANNER = { width: 1280, height: 400 } as const;
/** The page content is at most 1280 px wide less its padding. */
const BANNER_SIZES = '(min-width: 1280px) 1216px, 100vw';

/**
 * One home section per main category, with its banner when the shop shows banners.
 * A failed category load counts as an empty list.
 */
export function CategorySection({
  category,
  showBanner,
  priority = false,
}: {
  category: MainCategory;
  showBanner: boolean;
  /** The first product section of the page (see HomeSection). */
  priority?: boolean;
}) {
  const { data, isLoading } = useGetCategoryProductsQuery(
    homeQueryArgs.categoryProducts(category.id),
    catalogFreshness,
  );
  const categoryPath = paths.category(category.slug);
  const banner =
    showBanner && category.bannerImage ? (
      <BannerLink as={Link} to={categoryPath}>
        <img
          {...imageSources(category.bannerImage)}
          sizes={BANNER_SIZES}
          width={BANNER.width}
          height={BANNER.height}
          alt={category.name}
          loading="lazy"
          decoding="async"
        />
      </BannerLink>
    ) : undefined;

  return (
    <HomeSection
      title={category.name}
      viewAllPath={categoryPath}
      banner={banner}
      productIds={homeSectionIds(data)}
      isLoading={isLoading}
      priority={priority}
    />
  );
}
