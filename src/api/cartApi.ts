// Cart area (SPEC §7 /cart/*): get, store, delete; endpoints arrive with the cart issue.
import { baseApi } from './baseApi';

export const cartApi = baseApi.injectEndpoints({ endpoints: () => ({}) });
