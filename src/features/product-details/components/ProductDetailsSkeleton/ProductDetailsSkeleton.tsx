import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import { ProductImagesSkeleton } from '../ProductImages/ProductImages';
import { Bone } from '../Skeleton.styles';
import { CrumbSpace, InfoSkeleton, Top } from '../../screens/ProductDetailsScreen.styles';

/** The breadcrumb, image and facts areas as bones of their loaded size (no layout shift). */
export function ProductDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <CrumbSpace role="status">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Bone $inline="14rem" aria-hidden="true" />
      </CrumbSpace>
      <Top aria-hidden="true">
        <ProductImagesSkeleton />
        <InfoSkeleton>
          <Bone $inline="8rem" $block="1.4em" />
          <Bone $inline="90%" $block="2.4em" />
          <Bone $inline="12rem" $block="1.6em" />
          <Bone $inline="14rem" $block="1.6em" />
          <Bone $inline="10rem" $block="2.2em" />
          <Bone $inline="100%" $block="8rem" />
        </InfoSkeleton>
      </Top>
    </>
  );
}
