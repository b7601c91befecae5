import { IdeaCosmosWidget } from "../idea-cosmos/idea-cosmos-widget";
import { defineWidget } from "./define-widget";

defineWidget(
  "hom-idea-cosmos",
  IdeaCosmosWidget,
  { theme: "string", seed: "number", author: "string" },
  "__HOM_WIDGET_CSS__",
);
