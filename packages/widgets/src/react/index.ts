// `@hub-of-minds/widgets/react`: the five elements as React 18/19 components. Importing one defines its element.
import "../elements/hom-consciousness";
import "../elements/hom-personalities";
import "../elements/hom-chat";
import "../elements/hom-idea-cosmos";
import "../elements/hom-agent-zero";
import { createHomComponent } from "./create-component";

export const HomConsciousness = createHomComponent("hom-consciousness", "HomConsciousness");
export const HomPersonalities = createHomComponent("hom-personalities", "HomPersonalities");
export const HomChat = createHomComponent("hom-chat", "HomChat");
export const HomIdeaCosmos = createHomComponent("hom-idea-cosmos", "HomIdeaCosmos");
export const HomAgentZero = createHomComponent("hom-agent-zero", "HomAgentZero");
export type {
  CamelCase,
  HomComponentAttributeProps,
  HomComponentEventProps,
  HomComponentProps,
  PascalCase,
} from "./react-props";
