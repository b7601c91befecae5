import { useAiModels, useCustomer } from "../../query/use-hub-queries";
import { ErrorState, LoadingState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { ApiExampleCard } from "./api-example-card";
import { CustomerHeader } from "./customer-header";
import { CustomerSummaryCards } from "./customer-summary-cards";
import { PackageCards } from "./package-cards";
import { PersonalityCatalogue } from "./personality-catalogue";

/** `/customer`, the Personality Hub: account, usage, the catalogue, packages and the API example. */
export function CustomerPage() {
  const customer = useCustomer();
  const models = useAiModels();
  if (customer.isPending) return <LoadingState label="Loading your Personality Hub..." />;
  if (customer.isError) {
    return (
      <>
        <h1 className={css.pageTitle}>Personality Hub</h1>
        <ErrorState what="Your account" error={customer.error} onRetry={() => customer.refetch()} />
      </>
    );
  }
  return (
    <div className={css.stack} style={{ gap: 20 }}>
      <CustomerHeader customer={customer.data} />
      <CustomerSummaryCards customer={customer.data} modelCount={models.data?.length ?? null} />
      {models.isPending ? (
        <SkeletonRows label="Loading the personality catalogue" />
      ) : models.isError ? (
        <ErrorState what="The personality catalogue" error={models.error} onRetry={() => models.refetch()} />
      ) : (
        <PersonalityCatalogue models={models.data} />
      )}
      <PackageCards />
      <ApiExampleCard apiKey={customer.data.apiKey} personalityId={models.data?.[0]?.id ?? "marcus-vale"} />
    </div>
  );
}

export default CustomerPage;
