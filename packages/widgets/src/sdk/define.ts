// `import "@hub-of-minds/widgets/define"` defines the five custom elements (a no-op where there is no DOM).
import "../elements/hom-consciousness";
import "../elements/hom-personalities";
import "../elements/hom-chat";
import "../elements/hom-idea-cosmos";
import "../elements/hom-agent-zero";
