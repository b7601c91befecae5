import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { useAccount, useShownCustomerId } from "../../auth/use-account";
import { useAiModels, useCustomer } from "../../query/use-hub-queries";
import { EmptyState, ErrorState, LoadingState, SkeletonRows } from "../../ui/query-states";
import * as css from "../../ui/ui.css";
import { ApiExampleCard } from "./api-example-card";
import { CustomerHeader } from "./customer-header";
import { CustomerPicker } from "./customer-picker";
import { CustomerSignIn } from "./customer-sign-in";
import { CustomerSummaryCards } from "./customer-summary-cards";
import { PackageCards } from "./package-cards";
import { PersonalityCatalogue } from "./personality-catalogue";

// Only a signed-in customer sees their knowledge: its code (and the limits it shares with the server's zod
// contract) loads then, not with the public page a visitor opens.
const CustomerKnowledge = lazy(() => import("./customer-knowledge").then((m) => ({ default: m.CustomerKnowledge })));

/**
 * `/customer`, the Personality Hub: the signed-in customer's own account (the administrator picks any), then
 * the catalogue, packages and the API example, which are public.
 */
export function CustomerPage() {
  const { account } = useAccount();
  const customerId = useShownCustomerId();
  const customer = useCustomer(customerId);
  const models = useAiModels();
  if (account === undefined) return <LoadingState label="Loading your Personality Hub..." shape="page" />;
  const shown = customer.data && customerId ? customer.data : undefined;
  return (
    <div className={css.stack} style={{ gap: 20 }} data-role={account?.role ?? "visitor"}>
      {account?.role === "admin" ? <CustomerPicker selected={customerId ?? null} /> : null}
      {!account ? (
        <CustomerSignIn />
      ) : customerId === null ? (
        <EmptyState title="No customer picked">Pick a customer above to see their account.</EmptyState>
      ) : customer.isPending ? (
        <LoadingState label="Loading your Personality Hub..." shape="page" />
      ) : customer.isError ? (
        <>
          <h1 className={css.pageTitle}>Personality Hub</h1>
          <ErrorState what="The account" error={customer.error} onRetry={() => customer.refetch()} />
        </>
      ) : (
        <>
          <CustomerHeader customer={customer.data} />
          <CustomerSummaryCards customer={customer.data} modelCount={models.data?.length ?? null} />
          <div className={css.row}>
            <Link
              href={account.role === "admin" ? `/customer/usage?customer=${customerId}` : "/customer/usage"}
              className={css.button.secondary}
            >
              Usage by day, key and model
            </Link>
            <Link href="/embed" className={css.button.secondary}>
              Widget keys and embed code
            </Link>
          </div>
          {/* A customer's own knowledge; the administrator keeps every container on /yaml-storage. */}
          {account.role === "customer" ? (
            <Suspense fallback={<SkeletonRows rows={3} label="Loading your knowledge" />}>
              <CustomerKnowledge personalities={models.data ?? []} />
            </Suspense>
          ) : null}
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
      <ApiExampleCard
        apiKey={shown?.apiKey}
        customerId={shown?.id}
        apiKeyDailyCap={shown?.apiKeyDailyCap ?? null}
        personalityId={models.data?.[0]?.id ?? "marcus-vale"}
      />
    </div>
  );
}

export default CustomerPage;
