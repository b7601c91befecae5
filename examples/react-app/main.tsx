// A React app using the installable package (`npm install <hub>/widgets/v1/hub-of-minds-widgets.tgz`); the wrappers take
// typed props (`theme="sepia"` or a misspelt prop fails type-checking) and typed `on...` event props.
import { HomAgentZero, HomChat, HomConsciousness, HomIdeaCosmos, HomPersonalities } from "@hub-of-minds/widgets/react";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

const hub = import.meta.env.VITE_HUB_ORIGIN ?? "http://localhost:8080";

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
      <HomPersonalities
        theme={theme}
        level="all"
        onHomPersonalitySelected={(event) => setSelected(event.detail.name)}
      />
      <HomChat
        theme={theme}
        apiBase={hub}
        model="gpt-4o"
        temperature={0.7}
        onHomError={(event) => console.warn(event.detail.message)}
      />
      <HomConsciousness theme={theme} seed={7} />
      <HomIdeaCosmos theme={theme} seed={7} author="React host" />
      <HomAgentZero theme={theme} seed={7} />
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
