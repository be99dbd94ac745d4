import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductCarousel } from '../../../entities/product/ui/ProductCarousel';
import { ProductCarouselSkeleton } from '../../../entities/product/ui/ProductCarouselSkeleton';
import { useNearViewport } from '../../../shared/hooks/useNearViewport';
import {
  BannerSpace,
  Notice,
  Section,
  SectionHead,
  SectionTitle,
  ViewAll,
} from './HomeSection.styles';

export interface HomeSectionProps {
  title: string;
  /** Where "View all" leads (the section's own listing). */
  viewAllPath: string;
  /** Shown between the title row and the products (a category's banner). */
  banner?: ReactNode;
  /** Ids in display order; empty while loading or when the load failed. */
  productIds: readonly number[];
  isLoading: boolean;
  /** Replaces the products when set (best sellers' own failure message). */
  errorMessage?: string;
  /** The page's first product section: its first picture loads at once (LCP on phones). */
  priority?: boolean;
}

/**
 * One titled home section: "View all", an optional banner, then its products as a carousel. While
 * the products load, placeholders of the carousel's own size; no products (or a failed load
 * without its own message) reads 'No products found'.
 */
export function HomeSection({
  title,
  viewAllPath,
  banner,
  productIds,
  isLoading,
  errorMessage,
  priority = false,
}: HomeSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Sections below the fold mount their cards only when they come near the viewport:
  // ten category sections of cards, pictures and sliders otherwise all load at once.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const mounted = priority || near;

  let content: ReactNode;
  if (isLoading || !mounted) content = <ProductCarouselSkeleton />;
  else if (errorMessage) content = <Notice $error>{errorMessage}</Notice>;
  else if (productIds.length === 0) content = <Notice>{t('no_products_found')}</Notice>;
  else {
    content = (
      <ProductCarousel
        productIds={productIds}
        label={t('carousel_label', { title })}
        priority={priority}
      />
    );
  }

  return (
    <Section ref={sectionRef} aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <SectionHead>
        <SectionTitle id={headingId}>{title}</SectionTitle>
        <ViewAll as={Link} to={viewAllPath} aria-describedby={headingId}>
          {t('view_all')}
        </ViewAll>
      </SectionHead>
      {banner && !mounted ? <BannerSpace aria-hidden="true" /> : banner}
      {content}
    </Section>
  );
}
