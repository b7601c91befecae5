import * as css from "../../ui/ui.css";

/** In place of the account cards for a signed-out visitor: account data is the administrator's to read. */
export function CustomerSignIn({ onSignIn }: { onSignIn: () => void }) {
  return (
    <section className={`${css.card} ${css.section}`} aria-labelledby="customer-sign-in-title" data-state="signed-out">
      <h1 id="customer-sign-in-title" className={css.pageTitle}>
        Personality Hub
      </h1>
      <div className={css.state} role="status" data-testid="customer-sign-in">
        <p style={{ margin: 0 }}>Sign in as the administrator to see the account, its API usage and its key.</p>
        <button type="button" className={css.button.primary} onClick={onSignIn}>
          Sign in
        </button>
      </div>
    </section>
  );
}
