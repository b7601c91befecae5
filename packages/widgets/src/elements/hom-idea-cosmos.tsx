import { IdeaCosmosWidget } from "../idea-cosmos/idea-cosmos-widget";
import { defineWidget } from "./define-widget";
import { homIdeaCosmosProps } from "./prop-maps/hom-idea-cosmos";

defineWidget("hom-idea-cosmos", IdeaCosmosWidget, homIdeaCosmosProps, "__HOM_WIDGET_CSS__");
