import {
  type StoredSupportTicket,
  supportTicketCategoryOptions,
  supportTicketPriorityOptions,
} from "@hub-of-minds/core";
import { useQuery } from "@tanstack/react-query";
import { errorSentence } from "../../../ui/error-sentence";
import { LoadingState } from "../../../ui/query-states";
import * as css from "../shared/showcase.css";
import * as local from "./admin-portal.css";
import { adminPortalQueryKeys } from "./admin-portal-api";

const categoryLabel = (value: string) => supportTicketCategoryOptions.find((o) => o.value === value)?.label ?? value;
const priorityLabel = (value: string) => supportTicketPriorityOptions.find((o) => o.value === value)?.label ?? value;

/** The support tickets the server stored, newest first. */
export function TicketsPanel({ load }: { load: () => Promise<StoredSupportTicket[]> }) {
  const tickets = useQuery({ queryKey: adminPortalQueryKeys.tickets, queryFn: load, refetchOnMount: "always" });
  return (
    <section aria-labelledby="tickets-title" className={css.card}>
      <div className={css.spread}>
        <h3 id="tickets-title" className={css.cardTitle}>
          Support Tickets
        </h3>
        <button
          type="button"
          className={css.button.ghost}
          onClick={() => tickets.refetch()}
          disabled={tickets.isFetching}
        >
          {tickets.isFetching ? "Refreshing..." : "Refresh"}
        </button>
      </div>
      {tickets.isPending ? (
        <LoadingState label="Loading tickets..." />
      ) : tickets.isError ? (
        <p className={css.formError} role="alert">
          Tickets could not be loaded. {errorSentence(tickets.error)}
        </p>
      ) : tickets.data.length === 0 ? (
        <p className={css.empty}>No support tickets yet. New tickets from the Support Center appear here.</p>
      ) : (
        <div className={local.tableScroll}>
          <table className={local.ticketTable}>
            <caption className={css.srOnly}>{tickets.data.length} support tickets, newest first</caption>
            <thead>
              <tr>
                <th className={local.cell}>Received</th>
                <th className={local.cell}>From</th>
                <th className={local.cell}>Subject</th>
                <th className={local.cell}>Category</th>
                <th className={local.cell}>Priority</th>
                <th className={local.cell}>Description</th>
              </tr>
            </thead>
            <tbody>
              {tickets.data.map((ticket) => (
                <tr key={ticket.id}>
                  <td className={local.cell}>{new Date(ticket.createdAt).toLocaleString("en-GB")}</td>
                  <td className={local.cell}>{ticket.email}</td>
                  <td className={local.cell}>{ticket.subject}</td>
                  <td className={local.cell}>{categoryLabel(ticket.category)}</td>
                  <td className={local.cell}>{priorityLabel(ticket.priority)}</td>
                  <td className={local.cell}>{ticket.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
