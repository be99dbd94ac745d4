import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { HEADER_PICTURE, PICTURE_LIMITS } from '../../../shared/rules/media';
import { notify } from '../../../shared/ui/toast/notify';
import { useAddHeaderImageMutation, useHeaderImagesQuery } from '../../api/picturesApi';
import { OrderedListStates } from '../../ui/OrderedListStates';
import { PicturePicker } from '../../ui/PicturePicker';
import { HeaderPictureItem } from './HeaderPictureItem';
import { pickerTexts } from './pickerTexts';
import { AddBox, List, Note, Section, SectionTitle } from './Pictures.styles';
import { useHeaderImageOrder } from './useHeaderImageOrder';

/**
 * The home carousel's pictures in order: each with its link, moved up or down, or taken out
 * (asked first); a new one is uploaded and added at the end in one go.
 */
export function HeaderPictures() {
  const { t } = useTranslation();
  const list = useHeaderImagesQuery();
  const images = useMemo(() => list.data ?? [], [list.data]);
  const order = useHeaderImageOrder(images, list.isFetching);
  const [add] = useAddHeaderImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [addProblem, setAddProblem] = useState<string | undefined>();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const texts = useMemo(() => pickerTexts(t, 'admin_header_images_add'), [t]);

  const added = useCallback(
    async (url: string | null) => {
      if (!url) return;
      setAddProblem(undefined);
      try {
        await add({ image: url }).unwrap();
        notify.success(t('admin_header_images_added'));
      } catch (error) {
        setAddProblem(toErrorMessage(error, t, 'admin_header_images_save_failed'));
      }
    },
    [add, t],
  );
  // The row with the Delete button is gone: the section's title takes the focus.
  const deleted = useCallback(() => titleRef.current?.focus(), []);

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {t('admin_header_images_title')}
      </SectionTitle>
      <Note>{t('admin_header_images_intro')}</Note>
      <OrderedListStates
        steps={order}
        problem={problem}
        onDismissProblem={() => setProblem(null)}
        query={list}
        loadingText={t('admin_header_images_loading')}
        emptyText={t('admin_header_images_empty')}
        count={images.length}
        labelledBy={titleId}
        List={List}
      >
        {images.map((image, index) => (
          <HeaderPictureItem
            key={image.id}
            image={image}
            index={index}
            count={images.length}
            busy={order.busy}
            focusRequest={order.focusRequest}
            onFocusDone={order.focusDone}
            onStep={order.step}
            onDeleted={deleted}
            onError={setProblem}
          />
        ))}
      </OrderedListStates>
      <AddBox>
        <PicturePicker
          label={t('admin_header_images_add')}
          value={null}
          onChange={(url) => void added(url)}
          folder="banners"
          texts={texts}
          alt=""
          size={HEADER_PICTURE}
          hint={t('admin_header_images_add_hint', {
            width: HEADER_PICTURE.width,
            height: HEADER_PICTURE.height,
            megabytes: PICTURE_LIMITS.bytes / 1024 / 1024,
          })}
          error={addProblem}
        />
      </AddBox>
    </Section>
  );
}
