import { Link } from "wouter";
import * as css from "../../ui/ui.css";

/** In place of the account cards for a signed-out visitor: the account is its customer's (or the administrator's). */
export function CustomerSignIn() {
  return (
    <section className={`${css.card} ${css.section}`} aria-labelledby="customer-sign-in-title" data-state="signed-out">
      <h1 id="customer-sign-in-title" className={css.pageTitle}>
        Personality Hub
      </h1>
      <div className={css.state} role="status" data-testid="customer-sign-in">
        <p style={{ margin: 0 }}>Sign in to see your account, its API usage and its key.</p>
        <Link href="/sign-in?next=/customer" className={css.button.primary}>
          Sign in
        </Link>
      </div>
    </section>
  );
}
