import { useOverview } from "../../query/use-overview";
import * as css from "./dashboard.css";
import { StatCards } from "./stat-cards";

export function DashboardPage() {
  const overview = useOverview();
  if (overview.isPending) {
    return (
      <div className={css.state} role="status">
        Loading Your Hub of Minds...
      </div>
    );
  }
  return (
    <>
      <header className={css.header}>
        <div>
          <h1 className={css.title}>My AI Personality Hub</h1>
          <p className={css.subtitle}>Manage and orchestrate your personal AI minds</p>
        </div>
        <div className={css.badges}>
          <span className={`${css.badge} ${css.online}`}>System Online</span>
        </div>
      </header>
      {overview.isError ? (
        <div className={css.state} role="alert">
          <p>The hub could not load its overview: {overview.error.message}</p>
          <button type="button" className={css.retry} onClick={() => overview.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <StatCards overview={overview.data} />
      )}
    </>
  );
}
