/** Whether PostgreSQL broke a deadlock by failing this statement (SQLSTATE 40P01), through any wrapping. */
export function isDeadlock(err: unknown): boolean {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if ((cause as { code?: unknown }).code === "40P01") return true;
  }
  return false;
}

/**
 * Runs a change again when PostgreSQL failed it to break a deadlock: a failed statement changed nothing, so one
 * statement of its own (not a part of a transaction) can always be run again. Statements that write rows every
 * instance shares (an agent's row, its day's tokens, a queue's definition) meet others doing the same in another
 * order.
 */
export async function retryOnDeadlock<T>(change: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (err) {
      if (!isDeadlock(err) || attempt >= tries) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}
