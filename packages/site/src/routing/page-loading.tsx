import * as css from "../pages/dashboard/dashboard.css";

/** Shown while a route's code arrives. */
export function PageLoading() {
  return (
    <div className={css.state} role="status">
      Loading...
    </div>
  );
}
