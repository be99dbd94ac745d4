import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { HEADER_PICTURE, PICTURE_LIMITS } from '../../../shared/rules/media';
import { notify } from '../../../shared/ui/toast/notify';
import { useOffersBannerQuery, useSetOffersBannerMutation } from '../../api/picturesApi';
import { PicturePicker } from '../../ui/PicturePicker';
import { pickerTexts } from './pickerTexts';
import { AddBox, Note, Section, SectionTitle } from './Pictures.styles';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * The promotional banner of /offers: a chosen picture is uploaded and saved at once; Remove saves
 * "no banner". The picture shown is the one saved.
 */
export function OffersBanner() {
  const { t } = useTranslation();
  const banner = useOffersBannerQuery();
  const [save] = useSetOffersBannerMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const titleId = useId();
  const texts = useMemo(() => pickerTexts(t, 'admin_offers_banner'), [t]);

  const change = useCallback(
    async (url: string | null) => {
      setProblem(undefined);
      try {
        await save(url ?? '').unwrap();
        notify.success(t(url ? 'admin_offers_banner_saved' : 'admin_offers_banner_cleared'));
      } catch (error) {
        setProblem(toErrorMessage(error, t, 'admin_offers_banner_save_failed'));
      }
    },
    [save, t],
  );

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('admin_offers_banner_title')}</SectionTitle>
      <Note>{t('admin_offers_banner_intro')}</Note>
      {banner.isError ? (
        <LoadFailed onRetry={() => void banner.refetch()} />
      ) : banner.isLoading ? (
        <p role="status">{t('admin_offers_banner_loading')}</p>
      ) : (
        <AddBox>
          <PicturePicker
            label={t('admin_offers_banner_label')}
            value={banner.data || null}
            onChange={(url) => void change(url)}
            folder="banners"
            texts={texts}
            alt={t('admin_offers_banner_alt')}
            size={HEADER_PICTURE}
            hint={t('admin_offers_banner_hint', {
              width: HEADER_PICTURE.width,
              height: HEADER_PICTURE.height,
              megabytes: PICTURE_LIMITS.bytes / 1024 / 1024,
            })}
            error={problem}
          />
        </AddBox>
      )}
    </Section>
  );
}
