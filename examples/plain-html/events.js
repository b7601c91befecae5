// The widgets' events bubble and are composed: one listener on the document hears them all.
const output = document.getElementById("last-event");
for (const name of ["hom-message", "hom-error", "hom-image", "hom-idea-submitted", "hom-personality-selected"]) {
  document.addEventListener(name, (event) => {
    output.textContent = `${name}: ${JSON.stringify(event.detail)}`;
  });
}
