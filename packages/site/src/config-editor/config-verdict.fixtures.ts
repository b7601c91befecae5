import type { ConfigFilename } from "@hub-of-minds/core";

/**
 * Texts on which the editor's badge and the server once disagreed (the badge said "Valid YAML", the server
 * answered 422), and valid ones. `problems`: the expected "line:column" of each problem, in file order.
 * Evenly indented, so the spec's indentation rule (the editor's alone) stays out of the comparison.
 */
export const verdictFixtures: readonly {
  name: string;
  filename: ConfigFilename;
  content: string;
  problems: readonly string[];
}[] = [
  {
    name: "a flow sequence left open",
    filename: "integrations.yaml",
    content: "integrations:\n  - id: [broken\n",
    problems: ["3:1"],
  },
  {
    name: "YAML that parses but fails the schema",
    filename: "integrations.yaml",
    content: "integrations:\n  - id: web-app\n    name: Web App\n    type: web\n    status: nope\n",
    problems: ["5:13"],
  },
  {
    name: "an item missing its keys",
    filename: "integrations.yaml",
    content: "integrations:\n  - id: web-app\n",
    problems: ["2:5", "2:5", "2:5"],
  },
  { name: "an unknown key", filename: "integrations.yaml", content: "integrations: []\nextra: 1\n", problems: ["2:1"] },
  {
    name: "a duplicate key",
    filename: "integrations.yaml",
    content: "integrations: []\nintegrations: []\n",
    problems: ["2:1"],
  },
  {
    name: "a pattern the linear-time matcher refuses",
    filename: "oversight_rules.yaml",
    content:
      "maxMessageLength: 10\nmaxTokensPerRequest: 10\nrules:\n  - id: echo\n    description: Repeats\n    pattern: '(a)\\1'\n    action: block\n",
    problems: ["6:14"],
  },
  {
    name: "a valid integrations file",
    filename: "integrations.yaml",
    content: "integrations:\n  - id: web-app\n    name: Web App\n    type: web\n    status: connected\n",
    problems: [],
  },
];
