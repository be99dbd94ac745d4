import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { useAdminCategoriesQuery } from '../../api/categoriesApi';
import { Panel } from '../../ui/Panel';
import { Intro, Toolbar } from '../../ui/Blocks.styles';
import { OrderedListStates } from '../../ui/OrderedListStates';
import { CategoryForm } from './CategoryForm';
import { CategoryItem } from './CategoryItem';
import { useCategoryOrder } from './useCategoryOrder';

/**
 * /admin/categories (staff and owner): the categories in the shop's order, hidden ones too; add,
 * rename or re-slug inline, hide or show, and reorder by dragging or with Move up / Move down.
 */
export function Component() {
  const { t } = useTranslation();
  const list = useAdminCategoriesQuery();
  const categories = list.data ?? [];
  const order = useCategoryOrder(categories, list.isFetching);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const closeNew = () => {
    setAdding(false);
    addButton.current?.focus();
  };

  return (
    <Panel title={t('admin_nav_categories')}>
      <Intro>{t('admin_categories_intro')}</Intro>
      <Toolbar>
        <Button
          ref={addButton}
          type="button"
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {t('admin_categories_add')}
        </Button>
      </Toolbar>
      {adding ? <CategoryForm onDone={closeNew} onCancel={closeNew} /> : null}
      <OrderedListStates
        steps={order}
        problem={problem}
        onDismissProblem={() => setProblem(null)}
        query={list}
        loadingText={t('admin_categories_loading')}
        emptyText={t('admin_categories_empty')}
        count={categories.length}
        label={t('admin_categories_list_label')}
      >
        {categories.map((category, index) => (
          <CategoryItem
            key={category.id}
            category={category}
            index={index}
            count={categories.length}
            editing={editingId === category.id}
            busy={order.busy}
            dragging={order.draggingId === category.id}
            over={order.overId === category.id && order.draggingId !== category.id}
            drag={order.dragHandlers(category, index)}
            focusRequest={order.focusRequest}
            onFocusDone={order.focusDone}
            onStep={order.step}
            onEdit={setEditingId}
            onError={setProblem}
          />
        ))}
      </OrderedListStates>
    </Panel>
  );
}
