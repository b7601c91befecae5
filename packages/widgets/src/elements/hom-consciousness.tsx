import { featuredPersonalityNames } from "@hub-of-minds/core/protocol";
import { ConsciousnessWidget } from "../consciousness/consciousness-widget";
import { defineWidget } from "./define-widget";
import type { HomElementProperties } from "./element-types";
import { homConsciousnessProps } from "./prop-maps/hom-consciousness";

type ElementProps = Partial<HomElementProperties<"hom-consciousness">>;

function HomConsciousness({ theme, seed }: ElementProps) {
  return (
    <ConsciousnessWidget names={featuredPersonalityNames} {...(theme ? { theme } : {})} {...(seed ? { seed } : {})} />
  );
}

defineWidget("hom-consciousness", HomConsciousness, homConsciousnessProps, "__HOM_WIDGET_CSS__");
