/**
 * The one client entry (decision 006): no client router and no whole-document hydration. It starts
 * the islands the server HTML marks, and turns on prefetching of same-origin pages.
 */
import { startInstantNavigation } from "./islands/instant-navigation";
import { startIslands } from "./islands/start";

startIslands();
startInstantNavigation();
