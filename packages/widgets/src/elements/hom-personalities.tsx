import { PersonalitiesWidget } from "../personalities/personalities-widget";
import { defineWidget } from "./define-widget";
import { homPersonalitiesProps } from "./prop-maps/hom-personalities";

defineWidget("hom-personalities", PersonalitiesWidget, homPersonalitiesProps, "__HOM_WIDGET_CSS__");
