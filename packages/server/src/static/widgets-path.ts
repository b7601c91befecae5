/**
 * Everything the hub serves for embedding (loader.js, embed.js, bundles, iframe pages) lives under the
 * current major, `/widgets/v1/...`; the unversioned `/widgets/...` paths are its aliases. A breaking change
 * to the elements or the iframe protocol ships as v2 beside it.
 */
export const widgetsMajorPath = "/widgets/v1";
