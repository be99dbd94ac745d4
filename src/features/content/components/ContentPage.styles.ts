/** The h1 of every content page (catalog, videos, about, policies, FAQ). */
export { PageTitle as Title } from '../../../shared/ui/PageTitle';
