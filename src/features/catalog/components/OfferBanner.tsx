import { useTranslation } from 'react-i18next';
import { imageSources } from '../../../shared/lib/image';
import { Banner, BannerImage } from './OfferBanner.styles';

/** The header slides' size (16:7, drawn at 1280 × 560): the box is reserved before the image loads. */
export const OFFER_BANNER_SIZE = { width: 1280, height: 560 } as const;

export interface OfferBannerProps {
  /** Undefined while the header images load: an empty box of the banner's size. */
  image: string | undefined;
  /** The first copy is at the top of the page (loaded at once); the second below the list (lazy). */
  position: 'top' | 'bottom';
}

/** /offers: the promotional banner (shown twice on the page). */
export function OfferBanner({ image, position }: OfferBannerProps) {
  const { t } = useTranslation();
  return (
    <Banner $position={position}>
      {image ? (
        <BannerImage
          {...imageSources(image)}
          sizes="(min-width: 1280px) 1280px, 100vw"
          width={OFFER_BANNER_SIZE.width}
          height={OFFER_BANNER_SIZE.height}
          alt={t('offers_banner_alt')}
          loading={position === 'top' ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
    </Banner>
  );
}
