/** The URL bar's history: back and forward as a browser does them. */
export interface BrowserHistory {
  entries: readonly string[];
  index: number;
}

export const startHistory = (address: string): BrowserHistory => ({ entries: [address], index: 0 });

export function visit(history: BrowserHistory, address: string): BrowserHistory {
  if (history.entries[history.index] === address) return history;
  return { entries: [...history.entries.slice(0, history.index + 1), address], index: history.index + 1 };
}

export const canGoBack = (history: BrowserHistory) => history.index > 0;
export const canGoForward = (history: BrowserHistory) => history.index < history.entries.length - 1;

export function back(history: BrowserHistory): BrowserHistory {
  return canGoBack(history) ? { ...history, index: history.index - 1 } : history;
}

export function forward(history: BrowserHistory): BrowserHistory {
  return canGoForward(history) ? { ...history, index: history.index + 1 } : history;
}

export const currentAddress = (history: BrowserHistory) => history.entries[history.index] ?? "";
