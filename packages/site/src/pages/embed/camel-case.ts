/** `api-base` -> `apiBase`: the property name of an attribute (as the widgets package names them). */
export const camelCase = (name: string) => name.replace(/-([a-z])/g, (_match, char: string) => char.toUpperCase());
