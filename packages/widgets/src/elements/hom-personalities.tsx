import { PersonalitiesWidget } from "../personalities/personalities-widget";
import { defineWidget } from "./define-widget";

defineWidget(
  "hom-personalities",
  PersonalitiesWidget,
  { theme: "string", level: "string", search: "string" },
  "__HOM_WIDGET_CSS__",
);
