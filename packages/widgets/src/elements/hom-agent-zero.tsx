import { AgentZeroWidget } from "../agent-zero/agent-zero-widget";
import { defineWidget } from "./define-widget";
import { homAgentZeroProps } from "./prop-maps/hom-agent-zero";

defineWidget("hom-agent-zero", AgentZeroWidget, homAgentZeroProps, "__HOM_WIDGET_CSS__");
