import { isUnauthorized, useAdminAction } from "../../auth/admin-session";
import { useAiModels, useCustomer } from "../../query/use-hub-queries";
import { ErrorState, LoadingState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { ApiExampleCard } from "./api-example-card";
import { CustomerHeader } from "./customer-header";
import { CustomerSignIn } from "./customer-sign-in";
import { CustomerSummaryCards } from "./customer-summary-cards";
import { PackageCards } from "./package-cards";
import { PersonalityCatalogue } from "./personality-catalogue";

/**
 * `/customer`, the Personality Hub: account, usage, the catalogue, packages and the API example. The account
 * needs the administrator session; signed out, a sign-in prompt stands in its place and the rest stays public.
 */
export function CustomerPage() {
  const customer = useCustomer();
  const models = useAiModels();
  const asAdmin = useAdminAction();
  if (customer.isPending) return <LoadingState label="Loading your Personality Hub..." />;
  const signIn = () =>
    asAdmin(() => customer.refetch({ throwOnError: true })).catch(() => {
      // Cancelled or refused again: the prompt stays.
    });
  return (
    <div className={css.stack} style={{ gap: 20 }}>
      {customer.isError && isUnauthorized(customer.error) ? (
        <CustomerSignIn onSignIn={signIn} />
      ) : customer.isError ? (
        <>
          <h1 className={css.pageTitle}>Personality Hub</h1>
          <ErrorState what="Your account" error={customer.error} onRetry={() => customer.refetch()} />
        </>
      ) : (
        <>
          <CustomerHeader customer={customer.data} />
          <CustomerSummaryCards customer={customer.data} modelCount={models.data?.length ?? null} />
        </>
      )}
      {models.isPending ? (
        <SkeletonRows label="Loading the personality catalogue" />
      ) : models.isError ? (
        <ErrorState what="The personality catalogue" error={models.error} onRetry={() => models.refetch()} />
      ) : (
        <PersonalityCatalogue models={models.data} />
      )}
      <PackageCards />
      <ApiExampleCard apiKey={customer.data?.apiKey} personalityId={models.data?.[0]?.id ?? "marcus-vale"} />
    </div>
  );
}

export default CustomerPage;
