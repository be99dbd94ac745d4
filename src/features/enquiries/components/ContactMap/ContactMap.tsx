import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetShopDetailsQuery } from '../../../../api/siteApi';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { mapEmbedUrl, mapLink } from '../../../../shared/lib/siteContact';
import { SectionTitle } from '../EnquiryPage.styles';
import { Frame, FrameBox, Loading, OpenLink, Section, Spinner } from './ContactMap.styles';

/** The map's loading flag is cleared after 1500 ms. */
export const MAP_LOADING_MS = 1500;

/**
 * The /contact map embed: a lazy iframe in a box of fixed height (nothing shifts when it
 * arrives), covered by a loading flag (aria-busy) for 1.5 s, and a plain link to the same place
 * for anyone the frame does not serve. It shows the shop's map location (GET /shop-details); none
 * while the shop gives none.
 */
export function ContactMap() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const [loading, setLoading] = useState(true);
  const location = useGetShopDetailsQuery().data?.map_location;

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), MAP_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!location) return null;

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('contact_map_title')}</SectionTitle>
      <FrameBox aria-busy={loading}>
        <Frame
          src={mapEmbedUrl(location, lang)}
          title={t('contact_map_frame')}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
        {loading ? (
          <Loading role="status">
            <Spinner aria-hidden="true" />
            <span>{t('contact_map_loading')}</span>
          </Loading>
        ) : null}
      </FrameBox>
      <OpenLink href={mapLink(location)} target="_blank" rel="noopener noreferrer">
        {t('contact_map_open')} <span>{t('opens_new_tab')}</span>
      </OpenLink>
    </Section>
  );
}
