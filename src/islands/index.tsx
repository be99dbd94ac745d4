// Entry of the pages whose parts are hydrated on their own (islandPages.ts): webpack's `islands`
// entry, which the server names instead of the app's on those pages.
import { startIslands } from './boot';

const container = document.getElementById('root');
if (container) void startIslands(container);
