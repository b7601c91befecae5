import { useEffect } from "react";

/** The one `<meta name="description">` of the document (index.html ships it; made here if it is missing). */
function descriptionMeta(): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const meta = document.createElement("meta");
  meta.name = "description";
  document.head.append(meta);
  return meta;
}

/** Shows a route's title and description in the document head while the route is shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} · Hub of Minds`;
    descriptionMeta().content = description;
  }, [title, description]);
}
