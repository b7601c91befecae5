// The widget events reach the page as DOM events on each <iframe> (same names and detail as the elements).
import { setTheme } from "http://localhost:8080/widgets/v1/embed.js";

const output = document.getElementById("last-event");
for (const name of ["hom-personality-selected", "hom-idea-submitted", "hom-message", "hom-error"]) {
  document.addEventListener(name, (event) => {
    output.textContent = `${name} from "${event.target.title}": ${JSON.stringify(event.detail)}`;
  });
}

let theme = "dark";
document.getElementById("theme").addEventListener("click", (event) => {
  theme = theme === "dark" ? "light" : "dark";
  for (const frame of document.querySelectorAll("iframe")) setTheme(frame, theme);
  event.target.textContent = `Switch the frames to ${theme === "dark" ? "light" : "dark"}`;
});
