import { useEffect, useRef, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { imageAtWidth } from '../../../shared/lib/image';
import { notify } from '../../../shared/ui/toast/notify';
import { useUpdateCategoryMutation, type AdminCategory } from '../../api/categoriesApi';
import { Ltr } from '../../ui/Table';
import {
  Actions,
  EditItem,
  Fact,
  FactLabel,
  Facts,
  Grip,
  HiddenBadge,
  Item,
  NameAr,
  NameEn,
  Names,
  Position,
  Thumb,
} from './Categories.styles';
import { SmallButton } from '../../ui/Blocks.styles';
import { BANNER_SIZE } from './BannerFields';
import { CategoryForm } from './CategoryForm';
import { categoryName } from './categoryName';
import type { FocusRequest } from '../../ui/useOrderSteps';

interface DragHandlers {
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

export interface CategoryItemProps {
  category: AdminCategory;
  index: number;
  count: number;
  editing: boolean;
  /** A move is being saved: the move buttons wait (they keep the focus, so they are not disabled). */
  busy: boolean;
  dragging: boolean;
  over: boolean;
  drag: DragHandlers;
  focusRequest: FocusRequest | null;
  onFocusDone: () => void;
  onStep: (id: number, towards: 'up' | 'down') => void;
  onEdit: (id: number | null) => void;
  onError: (message: string) => void;
}

/** One category in shop order: its names, address, product count and state, and what to do with it. */
export function CategoryItem({
  category,
  index,
  count,
  editing,
  busy,
  dragging,
  over,
  drag,
  focusRequest,
  onFocusDone,
  onStep,
  onEdit,
  onError,
}: CategoryItemProps) {
  const { t, i18n } = useTranslation();
  const [update, { isLoading: saving }] = useUpdateCategoryMutation();
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const name = categoryName(category, i18n.language);
  // The row shows the banner of the page's own language.
  const english = i18n.language === 'en';
  const banner = english ? category.banner_image_en : category.banner_image_ar;
  const first = index === 0;
  const last = index === count - 1;

  // After a keyboard move the row has a new place: the focus stays on the button pressed, or on
  // the other one when the row reached an end.
  useEffect(() => {
    if (focusRequest?.id !== category.id) return;
    const wanted = focusRequest.target === 'up' ? upRef.current : downRef.current;
    const other = focusRequest.target === 'up' ? downRef.current : upRef.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    onFocusDone();
  }, [focusRequest, category.id, index, onFocusDone]);

  // Closing the inline form gives the focus back to the Edit button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const toggleHidden = async () => {
    try {
      const saved = await update({ id: category.id, body: { hidden: !category.hidden } }).unwrap();
      notify.success(
        t(saved.hidden ? 'admin_categories_now_hidden' : 'admin_categories_now_shown', { name }),
      );
    } catch (error) {
      onError(toErrorMessage(error, t, 'admin_categories_save_failed'));
    }
  };

  if (editing) {
    return (
      <EditItem>
        <CategoryForm
          category={category}
          onDone={() => onEdit(null)}
          onCancel={() => onEdit(null)}
        />
      </EditItem>
    );
  }

  return (
    <Item draggable $dragging={dragging} $over={over} {...drag}>
      <Grip aria-hidden="true">⠿</Grip>
      <Position aria-hidden="true">{index + 1}</Position>
      <Names>
        <NameAr lang="ar" dir="rtl">
          {category.name_ar}
        </NameAr>
        <NameEn lang="en" dir="ltr">
          {category.name_en}
        </NameEn>
      </Names>
      <Facts>
        {banner ? (
          <Thumb
            src={imageAtWidth(banner, 320)}
            alt={t(english ? 'admin_categories_banner_en' : 'admin_categories_banner_ar')}
            width={BANNER_SIZE.width}
            height={BANNER_SIZE.height}
            loading="lazy"
          />
        ) : (
          <Fact>
            <FactLabel>{t('admin_categories_banner_missing')}</FactLabel>
          </Fact>
        )}
        <Fact>
          <FactLabel>{t('admin_categories_slug_short')}</FactLabel> <Ltr>{category.slug}</Ltr>
        </Fact>
        <Fact>
          <FactLabel>{t('admin_categories_products')}</FactLabel>{' '}
          <Ltr>{category.products_count}</Ltr>
        </Fact>
        {category.hidden ? <HiddenBadge>{t('admin_categories_hidden')}</HiddenBadge> : null}
      </Facts>
      <Actions>
        <SmallButton
          ref={upRef}
          type="button"
          disabled={first}
          aria-disabled={busy || undefined}
          aria-label={t('admin_categories_move_up_named', { name })}
          onClick={() => onStep(category.id, 'up')}
        >
          {t('admin_categories_move_up')}
        </SmallButton>
        <SmallButton
          ref={downRef}
          type="button"
          disabled={last}
          aria-disabled={busy || undefined}
          aria-label={t('admin_categories_move_down_named', { name })}
          onClick={() => onStep(category.id, 'down')}
        >
          {t('admin_categories_move_down')}
        </SmallButton>
        <SmallButton
          ref={editRef}
          type="button"
          aria-label={t('admin_categories_edit_named', { name })}
          onClick={() => onEdit(category.id)}
        >
          {t('admin_categories_edit')}
        </SmallButton>
        <SmallButton
          type="button"
          disabled={saving}
          aria-label={t(
            category.hidden ? 'admin_categories_show_named' : 'admin_categories_hide_named',
            { name },
          )}
          onClick={() => void toggleHidden()}
        >
          {t(category.hidden ? 'admin_categories_show' : 'admin_categories_hide')}
        </SmallButton>
      </Actions>
    </Item>
  );
}
