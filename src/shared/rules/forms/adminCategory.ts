import { defineForm } from '../formTable';
import { maxLength, required } from './common';

/**
 * The back office's category form (POST /admin/categories; a PATCH checks the fields it sends):
 * both names required, each at most MAX_LENGTH.name, as the server's adminCategoryService checks
 * them. The slug is optional (made from name_en when left out); whether a given one is free,
 * reserved or usable only the server knows (422 on slug).
 */
export const adminCategoryForm = defineForm({
  name: 'adminCategory',
  fields: {
    name_ar: { rules: [required, maxLength('name')] },
    name_en: { rules: [required, maxLength('name')] },
    slug: { rules: [maxLength('name')] },
  },
});
