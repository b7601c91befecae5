import { LoadingState } from "../ui/query-states";

/** Shown while a route's code arrives: the shape of a page (its header and cards), not a line of text. */
export function PageLoading() {
  return <LoadingState label="Loading the page..." shape="page" />;
}
