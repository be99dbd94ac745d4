// Typed hooks for app-level code. Features may not import src/app (import/no-restricted-paths),
// so they pass slice-typed selectors (e.g. selectProductById typed on `{ products }`) to useSelector.
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
