import { Link } from "wouter";
import * as css from "../dashboard/dashboard.css";

/** Spec 001: any unknown path. */
export function NotFoundPage() {
  return (
    <div className={css.state}>
      <h1 className={css.title}>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link href="/" className={css.retry}>
        Back to the hub
      </Link>
    </div>
  );
}
