/** The listing's h1. */
export { PageTitle as Title } from '../../../shared/ui/PageTitle';
