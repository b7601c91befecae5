import { featuredPersonalityNames } from "@hub-of-minds/core";
import {
  AgentZeroWidget,
  ChatEmbed,
  ConsciousnessWidget,
  type HomElementTag,
  IdeaCosmosWidget,
  PersonalitiesWidget,
} from "@hub-of-minds/widgets";
import { useMemo } from "react";
import { camelCase } from "./camel-case";
import { createPreviewSend, previewSendImage } from "./preview-chat";

type Props = Record<string, string | number>;

/** Attribute pairs as the component's props: camelCase names, numbers for the number attributes. */
export function previewProps(attributes: readonly (readonly [string, string])[], numbers: ReadonlySet<string>): Props {
  return Object.fromEntries(
    attributes.map(([name, value]) => [camelCase(name), numbers.has(name) ? Number(value) : value]),
  );
}

/** The chosen widget as the React component, with the chosen options; the chat answers locally. */
export function WidgetPreview({ tag, props }: { tag: HomElementTag; props: Props }) {
  const send = useMemo(() => createPreviewSend(), []);
  const str = (name: string) => (typeof props[name] === "string" ? (props[name] as string) : undefined);
  const num = (name: string) => (typeof props[name] === "number" ? (props[name] as number) : undefined);
  const theme = str("theme");
  const seed = num("seed");
  switch (tag) {
    case "hom-consciousness":
      return <ConsciousnessWidget names={featuredPersonalityNames} {...{ theme, seed }} />;
    case "hom-personalities":
      return <PersonalitiesWidget {...{ theme, level: str("level"), search: str("search") }} />;
    case "hom-chat":
      return (
        // Launcher and popup show as they would on a page: a corner button, or a dialog opened by
        // [data-hom-chat-open] (the builder's own "Open the popup" button).
        <ChatEmbed
          {...{ theme, apiBase: str("apiBase"), publishableKey: str("publishableKey"), model: str("model") }}
          {...{ persist: str("persist"), mode: str("mode"), position: str("position") }}
          {...{ label: str("label"), color: str("color") }}
          temperature={num("temperature")}
          send={send}
          sendImage={previewSendImage}
        />
      );
    case "hom-idea-cosmos":
      return <IdeaCosmosWidget {...{ theme, seed, author: str("author") }} />;
    case "hom-agent-zero":
      return <AgentZeroWidget {...{ theme, seed }} />;
  }
}
