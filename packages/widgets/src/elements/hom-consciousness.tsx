import { featuredPersonalityNames } from "@hub-of-minds/core";
import { ConsciousnessWidget } from "../consciousness/consciousness-widget";
import { defineWidget } from "./define-widget";

interface ElementProps {
  theme?: string;
  seed?: number;
}

function HomConsciousness({ theme, seed }: ElementProps) {
  return (
    <ConsciousnessWidget names={featuredPersonalityNames} {...(theme ? { theme } : {})} {...(seed ? { seed } : {})} />
  );
}

defineWidget("hom-consciousness", HomConsciousness, { theme: "string", seed: "number" }, "__HOM_WIDGET_CSS__");
