import type { MiddlewareHandler } from "hono";

/**
 * Where `npm run bench` reads what each middleware costs: the self time of every named middleware (its own
 * work before and after `next()`, not the handlers after it), summed over the requests it saw.
 */
export class MiddlewareTimings {
  readonly totals = new Map<string, { ms: number; calls: number }>();
  /** Off, a timed middleware costs one check: the bench measures throughput with it off. */
  measuring = false;

  add(name: string, ms: number): void {
    const total = this.totals.get(name) ?? { ms: 0, calls: 0 };
    total.ms += ms;
    total.calls += 1;
    this.totals.set(name, total);
  }
}

/**
 * The middleware, named; measured when `timings` is given (the bench), otherwise returned as it is, so a
 * served hub pays nothing for it. Run requests one at a time when reading it: with several in flight, the
 * time inside one middleware includes the others' work.
 */
export function timed(
  name: string,
  middleware: MiddlewareHandler,
  timings: MiddlewareTimings | undefined,
): MiddlewareHandler {
  if (!timings) return middleware;
  const measured: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    let inner = 0;
    try {
      return await middleware(c, async () => {
        const nextStarted = performance.now();
        try {
          await next();
        } finally {
          inner += performance.now() - nextStarted;
        }
      });
    } finally {
      timings.add(name, performance.now() - started - inner);
    }
  };
  return (c, next) => (timings.measuring ? measured(c, next) : middleware(c, next));
}
