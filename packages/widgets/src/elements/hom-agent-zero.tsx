import { AgentZeroWidget } from "../agent-zero/agent-zero-widget";
import { defineWidget } from "./define-widget";

defineWidget("hom-agent-zero", AgentZeroWidget, { theme: "string", seed: "number" }, "__HOM_WIDGET_CSS__");
