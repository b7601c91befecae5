// A React 19 host using the custom elements with typed props: `model="gpt-5"` or a misspelt attribute
// would fail type-checking thanks to the JSX typings.
import "@hub-of-minds/widgets/jsx";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

const hub = import.meta.env.VITE_HUB_ORIGIN ?? "http://localhost:8080";

// The loader upgrades the tags; it is loaded once, from the hub.
const loader = document.createElement("script");
loader.type = "module";
loader.src = `${hub}/widgets/loader.js`;
document.head.append(loader);

function App() {
  const [selected, setSelected] = useState("nobody yet");
  const [theme, setTheme] = useState<"light" | "dark">("dark");
  return (
    <main>
      <h1>React host</h1>
      <button type="button" onClick={() => setTheme(theme === "dark" ? "light" : "dark")}>
        Switch to {theme === "dark" ? "light" : "dark"}
      </button>
      <p id="selected">Selected: {selected}</p>
      <hom-personalities
        theme={theme}
        level="all"
        onhom-personality-selected={(event) => setSelected(event.detail.name)}
      />
      <hom-chat theme={theme} api-base={hub} model="gpt-4" temperature={0.7} />
    </main>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
