// The route table and features share one set of path builders; it sits in shared/lib so that
// features (which may not import src/app) can link with it too.
export { paths } from '../shared/lib/paths';
