import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAboutUsQuery } from '../../../api/contentApi';
import { LazyGallery, preloadGallery } from '../../../shared/ui/gallery/LazyGallery';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { Bone, BoneLines, Empty, Text, TextCard } from '../components/about/AboutContent.styles';
import { FactoryImages } from '../components/about/FactoryImages';
import { imageSlide } from '../../../shared/ui/gallery/imageSlide';
import { Title } from '../components/ContentPage.styles';

const preload = () => void preloadGallery().catch(() => undefined);
const BONES = ['60%', '100%', '95%', '100%', '80%', '40%'];

/**
 * /about: the server's text (sanitised by SafeHtml, never raw) and the factory pictures
 * (34 in the demo), each opening the gallery; retry on error; no_data_available when the
 * server has neither.
 */
export function AboutScreen() {
  const { t } = useTranslation();
  const query = useGetAboutUsQuery();
  const about = query.currentData;
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const slides = useMemo(
    () =>
      (about?.images ?? []).map((url, index) =>
        imageSlide(url, t('about_image_alt', { number: index + 1 })),
      ),
    [about, t],
  );

  let body;
  if (about) {
    const hasText = about.html.trim() !== '';
    body =
      !hasText && about.images.length === 0 ? (
        <Empty role="status">{t('no_data_available')}</Empty>
      ) : (
        <>
          {hasText ? (
            <TextCard>
              <Text html={about.html} />
            </TextCard>
          ) : null}
          {about.images.length > 0 ? (
            <FactoryImages images={about.images} onOpen={setGalleryIndex} onIntent={preload} />
          ) : null}
        </>
      );
  } else if (query.isError) {
    body = <LoadFailed message={t('error_loading_page')} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <TextCard aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <BoneLines aria-hidden="true">
          {BONES.map((width, index) => (
            <Bone key={index} $inline={width} />
          ))}
        </BoneLines>
      </TextCard>
    );
  }

  return (
    <>
      <Title>{t('about_title')}</Title>
      {body}
      <LazyGallery
        items={slides}
        index={slides.length > 0 ? galleryIndex : null}
        onClose={() => setGalleryIndex(null)}
      />
    </>
  );
}
