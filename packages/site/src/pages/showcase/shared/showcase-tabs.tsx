import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { visuallyHidden } from "../../../ui/ui.css";
import * as css from "./showcase.css";

export interface ShowcaseTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface ShowcaseTabsProps {
  label: string;
  tabs: readonly ShowcaseTab[];
  /** The first tab when not given. */
  defaultTab?: string;
}

/** Radix tabs in the showcase look: arrow keys move between tabs, one panel at a time. */
export function ShowcaseTabs({ label, tabs, defaultTab }: ShowcaseTabsProps) {
  return (
    <Tabs.Root defaultValue={defaultTab ?? tabs[0]?.id}>
      <Tabs.List aria-label={label} className={css.tabList}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className={css.tabTrigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className={css.tabPanel}>
          {/* The panel's cards carry h3s: this keeps the outline one level at a time for screen readers. */}
          <h2 className={visuallyHidden}>{tab.label}</h2>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
